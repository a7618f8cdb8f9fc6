// A weekly availability as a person edits it: slots on weekdays (0 Sunday … 6 Saturday) from a start to an end time,
// HH:MM on a quarter hour (sessions are billed in 15-minute units). The same rules as the API's, checked before
// sending so that a person sees every problem beside its slot at once: each slot ends after it starts, and no two
// slots of a day overlap (one may end when the next starts).
import { minutesOf } from '../../dates/timeOfDay';
import { readableTimeRange } from '../../dates/timeOfDay';

export interface WeekSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  /** '' when none. */
  location: string;
}

/** A slot as the API sends and takes it: no location is null. */
export interface ApiWeekSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  location?: string | null;
}

export function weekFromApi(rows: readonly ApiWeekSlot[]): WeekSlot[] {
  return rows.map(({ dayOfWeek, startTime, endTime, location }) => ({ dayOfWeek, startTime, endTime, location: location ?? '' }));
}

export function weekToApi(slots: readonly WeekSlot[]): Required<ApiWeekSlot>[] {
  return slots.map(({ dayOfWeek, startTime, endTime, location }) => ({ dayOfWeek, startTime, endTime, location: location || null }));
}

/** A slot being edited, with a key that stays with it while others are added and removed. */
export interface EditedSlot extends WeekSlot {
  key: string;
}

export type SlotField = 'startTime' | 'endTime';

/** Problems by slot key, then field. */
export type SlotProblems = Record<string, Partial<Record<SlotField, string>>>;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A practice's week starts on Monday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const AVAILABILITY_LOCATIONS = ['Home', 'Clinic', 'School', 'Telehealth', 'Community'] as const;

export const STEP_MINUTES = 15;

const DAY_MINUTES = 24 * 60;

export function timeOf(minutes: number): string {
  const bounded = Math.min(Math.max(minutes, 0), DAY_MINUTES - STEP_MINUTES);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/**
 * A typed time as HH:MM: '9' → 09:00, '930' → 09:30, '9:30' → 09:30, '0915' → 09:15; the text unchanged when it
 * cannot be read, so that the check can say so.
 */
export function normalizeTime(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? '0')];
  if (hours > 23 || minutes > 59) return trimmed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A time moved by whole steps, down to the step below when off the quarter hour; an unreadable time starts at 09:00. */
export function stepTime(time: string, steps: number): string {
  const minutes = minutesOf(normalizeTime(time));
  if (minutes === null) return '09:00';
  const base = steps > 0 ? Math.floor(minutes / STEP_MINUTES) : Math.ceil(minutes / STEP_MINUTES);
  return timeOf((base + steps) * STEP_MINUTES);
}

/** 9:00 AM – 12:00 PM */
export function rangeOf(slot: Pick<WeekSlot, 'startTime' | 'endTime'>): string {
  return readableTimeRange(slot.startTime, slot.endTime);
}

function timeProblem(time: string): string | null {
  const minutes = minutesOf(time);
  if (minutes === null) return 'Enter a time as HH:MM (24-hour), e.g. 09:30.';
  if (minutes % STEP_MINUTES !== 0) return 'Use a quarter hour (:00, :15, :30 or :45).';
  return null;
}

/** Every problem of the week, beside the slot and field it belongs to; empty when the week can be saved. */
export function weekProblems(slots: readonly EditedSlot[]): SlotProblems {
  const problems: SlotProblems = {};
  const add = (key: string, field: SlotField, message: string) => {
    problems[key] = { ...problems[key], [field]: problems[key]?.[field] ?? message };
  };
  const usable: EditedSlot[] = [];
  for (const slot of slots) {
    const start = timeProblem(slot.startTime);
    const end = timeProblem(slot.endTime);
    if (start) add(slot.key, 'startTime', start);
    if (end) add(slot.key, 'endTime', end);
    if (start || end) continue;
    if (slot.endTime <= slot.startTime) add(slot.key, 'endTime', 'The end must be after the start.');
    else usable.push(slot);
  }
  const ordered = [...usable].sort(byDayAndStart);
  ordered.forEach((slot, at) => {
    const earlier = ordered.slice(0, at).find((other) => other.dayOfWeek === slot.dayOfWeek && other.endTime > slot.startTime);
    if (earlier) add(slot.key, 'startTime', `Overlaps ${rangeOf(earlier)} on ${WEEKDAY_NAMES[slot.dayOfWeek]}.`);
  });
  return problems;
}

export function byDayAndStart(a: WeekSlot, b: WeekSlot): number {
  return a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime);
}

/** The API's refusals (`slots.<index>.<field>`, the index into the slots sent) beside the slots they name. */
export function problemsFromFieldErrors(sent: readonly EditedSlot[], fieldErrors: Record<string, string>): SlotProblems {
  const problems: SlotProblems = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    const match = /^slots\.(\d+)\.(\w+)$/.exec(name);
    const slot = match ? sent[Number(match[1])] : undefined;
    if (!slot || !match) continue;
    const field: SlotField = match[2] === 'endTime' ? 'endTime' : 'startTime';
    problems[slot.key] = { ...problems[slot.key], [field]: message };
  }
  return problems;
}

/** The slot a day's Add button makes: an hour after the day's last slot, else the morning. */
export function nextSlot(day: readonly WeekSlot[], dayOfWeek: number, key: string): EditedSlot {
  const last = [...day].sort(byDayAndStart).at(-1);
  const lastEnd = last ? minutesOf(last.endTime) : null;
  const start = lastEnd !== null && lastEnd + 60 < DAY_MINUTES ? lastEnd : 9 * 60;
  return { key, dayOfWeek, startTime: timeOf(start), endTime: timeOf(start + 60), location: last?.location ?? '' };
}

/** Hours covered by slots that are valid, 7.5 → '7.5 h'. */
export function hoursOf(slots: readonly WeekSlot[]): string {
  const minutes = slots.reduce((total, slot) => {
    const [start, end] = [minutesOf(slot.startTime), minutesOf(slot.endTime)];
    return start !== null && end !== null && end > start ? total + end - start : total;
  }, 0);
  return `${Math.round((minutes / 60) * 100) / 100} h`;
}
