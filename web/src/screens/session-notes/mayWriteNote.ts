// Who writes a session's note, as the API decides it: the session's provider, or the office, who may change the
// calendar (its Edit). Others read the note; the links and buttons say so before a write is refused.
import { useSession } from '../../session';
import { can } from '../../session/permissions';

/** The calendar's permission module, which the appointment pages ask too. */
export const CALENDAR_MODULE = 'Calendar / List View';

export function useMayWriteNote(staffId: string | null | undefined): boolean {
  const session = useSession();
  return (staffId != null && session.userId === String(staffId)) || can(session, { label: CALENDAR_MODULE, method: 'Edit' });
}
