// The drop of a dragged or resized appointment: checked like the form's booking, then saved (this occurrence only)
// or put back with the reasons. One move at a time; the range is asked for again after a save.
import { useApolloClient } from '@apollo/client/react';
import type { EventApi } from '@fullcalendar/core';
import { useCallback, useRef, useState } from 'react';
import { isAnnounced } from '../../../app/links';
import { toUsDate } from '../../../dates/calendar';
import { useNotices } from '../../../app/notices';
import { accessibleName, clockText, type CalendarAppointment } from './events';
import { conflictsOf, movedInput } from './move';
import { CalendarMoveCheckQuery, CalendarMoveMutation } from './operations';
import type { Refusal } from './RefusalDialog';
import { fromWallClock } from '../../../dates/zoned';

export function useMoveAppointment(byId: ReadonlyMap<string, CalendarAppointment>, zone: string, saved: () => void) {
  const client = useApolloClient();
  const notices = useNotices();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const busy = useRef(false);

  const move = useCallback(
    async (event: EventApi, revert: () => void) => {
      const appointment = byId.get(String(event.extendedProps['appointmentId']));
      if (!appointment || !event.start || !event.end || busy.current) return revert();
      const what = accessibleName(appointment, zone);
      const input = movedInput(appointment, fromWallClock(event.start, zone), fromWallClock(event.end, zone));
      if (!input) {
        revert();
        return setRefusal({ what, conflicts: [{ kind: 'LOCATION', message: 'The appointment has no location: choose one on its form first.' }] });
      }
      busy.current = true;
      try {
        const check = await client.query({
          query: CalendarMoveCheckQuery,
          variables: { input, appointmentId: appointment.id },
          fetchPolicy: 'no-cache',
        });
        if (check.error) throw check.error;
        const conflicts = check.data?.check.conflicts ?? [];
        if (conflicts.length > 0) {
          revert();
          return setRefusal({ what, conflicts });
        }
        const result = await client.mutate({ mutation: CalendarMoveMutation, variables: { id: appointment.id, input } });
        if (result.error) throw result.error;
        notices.toast(`Appointment moved to ${toUsDate(event.start.toISOString().slice(0, 10))} at ${clockText(event.start)}.`, 'success');
        saved();
      } catch (error) {
        revert();
        const conflicts = conflictsOf(error);
        if (conflicts.length > 0) setRefusal({ what, conflicts });
        else if (!isAnnounced(error))
          setRefusal({ what, conflicts: [{ kind: 'UNSAVED', message: error instanceof Error ? error.message : 'The move could not be saved.' }] });
      } finally {
        busy.current = false;
      }
    },
    [byId, zone, client, notices, saved],
  );

  return { move, refusal, closeRefusal: useCallback(() => setRefusal(null), []) };
}
