// Assigned calendar event steps as the practice calendar draws them beside the appointments: at the practice's
// wall-clock time, in their own colour, struck through once done, never dragged (they move with their workflow), each
// a link to the assignee's workflows. They follow the calendar's days and its staff and student filters; a location or
// service filter leaves them out (a workflow event has neither).
import { useQuery } from '@apollo/client/react';
import type { EventInput } from '@fullcalendar/core';
import { useMemo } from 'react';
import { toWallClock } from '../../dates/zoned';
import { WorkflowCalendarEventsQuery } from './operations';

/** The colour of workflow events; the session types' colours are the appointments'. */
export const workflowColor = '#634DBF';

export interface CalendarRange {
  from: string;
  to: string;
  staffIds?: string[];
  studentIds?: string[];
  locationIds?: string[];
  serviceIds?: string[];
}

/** The workflow events of the calendar's days; asked for once `ready` (after the appointments, which draw first). */
export function useWorkflowCalendarEvents(range: CalendarRange, zone: string, ready: boolean): EventInput[] {
  const { from, to, staffIds, studentIds, locationIds, serviceIds } = range;
  const narrowedAway = (locationIds?.length ?? 0) > 0 || (serviceIds?.length ?? 0) > 0;
  const { data } = useQuery(WorkflowCalendarEventsQuery, {
    variables: { filter: { from, to, ...(staffIds?.length ? { staffIds } : {}) } },
    skip: !ready || narrowedAway,
    fetchPolicy: 'cache-and-network',
  });
  const student = studentIds?.[0];
  return useMemo(
    () =>
      narrowedAway
        ? []
        : (data?.events ?? [])
            .filter((event) => !student || (event.assignedType === 'student' && event.assignedId === student))
            .map((event) => ({
              id: `workflow-${event.id}-${event.done ? 'done' : 'open'}`,
              start: toWallClock(event.startsAt, zone),
              end: toWallClock(event.endsAt, zone),
              title: `${event.title}${event.assignedName ? ` · ${event.assignedName}` : ''}`,
              url: event.assignedType === 'student' && event.assignedId ? `/student-workflows/${event.assignedId}` : '/workflows',
              backgroundColor: workflowColor,
              borderColor: workflowColor,
              textColor: '#ffffff',
              classNames: event.done ? ['calendar-event-freed'] : [],
              editable: false,
              extendedProps: { label: `Workflow step ${event.title} for ${event.assignedName ?? 'unknown'}${event.done ? ', done' : ''}` },
            })),
    [data, zone, student, narrowedAway],
  );
}
