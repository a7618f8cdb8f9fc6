// FullCalendar as @fullcalendar/react draws it, set up and updated once React's commit has returned: the calendar
// measures its rows as it draws.
import type { CalendarApi } from '@fullcalendar/core';
import FullCalendar from '@fullcalendar/react';
import { afterCommit } from '../../../kit/afterCommit';

export class FullCalendarView extends FullCalendar {
  /** Counts mounts and unmounts, so that a set-up queued by a mount that has since ended does nothing. */
  private generation = 0;
  private drawn = false;

  override componentDidMount(): void {
    const generation = ++this.generation;
    afterCommit(() => {
      if (generation !== this.generation) return;
      super.componentDidMount();
      this.drawn = true;
    });
  }

  override componentDidUpdate(): void {
    const generation = this.generation;
    afterCommit(() => {
      // The calendar reads its latest props itself.
      if (this.drawn && generation === this.generation) super.componentDidUpdate();
    });
  }

  override componentWillUnmount(): void {
    this.generation += 1;
    if (!this.drawn) return;
    this.drawn = false;
    super.componentWillUnmount();
  }

  /** The calendar's API once it is drawn; undefined before (a microtask after the first commit) and after unmounting. */
  drawnApi(): CalendarApi | undefined {
    return this.drawn ? this.getApi() : undefined;
  }
}
