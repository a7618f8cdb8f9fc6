import { usePermissions } from '../../../session';

/** What the user may do to students: the 'Student List' module's Add, Edit and Delete methods. */
export function useStudentPermissions(): { add: boolean; edit: boolean; remove: boolean } {
  const { can } = usePermissions();
  return {
    add: can({ label: 'Student List', method: 'Add' }),
    edit: can({ label: 'Student List', method: 'Edit' }),
    remove: can({ label: 'Student List', method: 'Delete' }),
  };
}
