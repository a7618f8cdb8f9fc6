// The calendar's pages, by name, loaded lazily by the route table: FullCalendar reaches only this chunk.
import type { ComponentType } from 'react';
import { CalendarScreen } from './CalendarScreen';

export const screens = {
  Calendar: () => <CalendarScreen global={false} />,
  GlobalCalendar: () => <CalendarScreen global />,
} satisfies Record<string, ComponentType>;
