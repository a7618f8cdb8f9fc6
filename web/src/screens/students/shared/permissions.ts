import { usePermissions } from '../../../session';

/**
 * What the user may do to students: the 'Student List' module's Add, Edit and Delete methods, and (with 'Templates')
 * make a link to the family's document portal.
 */
export function useStudentPermissions(): { add: boolean; edit: boolean; remove: boolean; portal: boolean } {
  const { can } = usePermissions();
  return {
    add: can({ label: 'Student List', method: 'Add' }),
    edit: can({ label: 'Student List', method: 'Edit' }),
    remove: can({ label: 'Student List', method: 'Delete' }),
    portal: can({ label: 'Templates' }),
  };
}
