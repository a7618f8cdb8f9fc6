// How a group schedule reads: its weekdays by name, its times and its repetition.
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const recurrenceLabels: Record<string, string> = { Weekly: 'Weekly', Biweekly: 'Every 2 weeks' };

/** "Mon, Wed 15:30–16:30" */
export function meetingTimes(schedule: { days: readonly number[]; startTime: string; endTime: string }): string {
  const days = schedule.days.map((day) => weekdays[day]?.slice(0, 3) ?? String(day)).join(', ');
  return `${days} ${schedule.startTime}–${schedule.endTime}`;
}
