// A weekly availability: slots on weekdays (0 Sunday … 6 Saturday) from a start to an end time, HH:MM on a quarter
// hour (sessions are billed in 15-minute units). A week is checked whole before anything is saved: every slot ends
// after it starts, and no two slots of a day overlap (one may end when the next starts).
import { FieldErrors } from '../server/validation.js';
import { clockRange } from './dates.js';

export interface WeeklySlot {
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
  /** HH:MM, 24-hour, on a quarter hour. */
  start_time: string;
  end_time: string;
  location: string | null;
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const quarterHour = /:(00|15|30|45)$/;

/** Checks one time field; answers whether it is usable. */
function checkTime(errors: FieldErrors, field: string, label: string, value: string, onQuarterHour: boolean): boolean {
  if (!time.test(value)) {
    errors.add(field, `The ${label} field must match the format H:i.`);
    return false;
  }
  if (onQuarterHour && !quarterHour.test(value)) {
    errors.add(field, `The ${label} field must be on a quarter hour (:00, :15, :30 or :45).`);
    return false;
  }
  return true;
}

/**
 * A record's `start_time` and `end_time`, the end after the start, with errors under `<prefix>start_time` and
 * `<prefix>end_time`; null when refused.
 */
export function readTimeRange(
  errors: FieldErrors,
  record: Record<string, unknown>,
  options: { prefix?: string; onQuarterHour: boolean },
): { start_time: string; end_time: string } | null {
  const prefix = options.prefix ?? '';
  const start = String(record.start_time ?? '');
  const end = String(record.end_time ?? '');
  const startOk = checkTime(errors, `${prefix}start_time`, 'start time', start, options.onQuarterHour);
  const endOk = checkTime(errors, `${prefix}end_time`, 'end time', end, options.onQuarterHour);
  if (!startOk || !endOk) return null;
  if (end <= start) {
    errors.add(`${prefix}end_time`, 'The end time field must be a time after start time.');
    return null;
  }
  return { start_time: start, end_time: end };
}

/** Day, then start time. */
export function byDayAndStart(a: WeeklySlot, b: WeeklySlot): number {
  return a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time);
}

/** 9:00 AM – 12:00 PM, as a message writes a slot. */
export function slotRange(slot: Pick<WeeklySlot, 'start_time' | 'end_time'>): string {
  return clockRange(slot.start_time, slot.end_time);
}

/**
 * The slots of a week from a request's `slots`, sorted by day and start, with errors under `slots.<index>.<field>`;
 * null when anything in `errors` was refused (the request's other fields too), so that nothing is saved half.
 */
export function readWeeklySlots(value: unknown, errors: FieldErrors): WeeklySlot[] | null {
  if (!Array.isArray(value)) {
    errors.add('slots', 'The slots field must be an array.');
    return null;
  }
  const slots: WeeklySlot[] = [];
  const usable: { index: number; slot: WeeklySlot }[] = [];
  value.forEach((raw: unknown, index) => {
    const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const day = Number(record.day_of_week);
    const dayOk = Number.isInteger(day) && day >= 0 && day <= 6;
    if (!dayOk) errors.add(`slots.${index}.day_of_week`, 'The day of week field must be between 0 and 6.');
    const range = readTimeRange(errors, record, { prefix: `slots.${index}.`, onQuarterHour: true });
    const slot: WeeklySlot = {
      day_of_week: day,
      start_time: range?.start_time ?? '',
      end_time: range?.end_time ?? '',
      location: typeof record.location === 'string' && record.location.trim() !== '' ? record.location.trim() : null,
    };
    slots.push(slot);
    if (dayOk && range) usable.push({ index, slot });
  });
  // Overlaps within a day: each slot against the slots of its day that start before it (or at the same time).
  const ordered = [...usable].sort((a, b) => byDayAndStart(a.slot, b.slot) || a.index - b.index);
  ordered.forEach(({ index, slot }, at) => {
    const earlier = ordered.slice(0, at).find((other) => other.slot.day_of_week === slot.day_of_week && other.slot.end_time > slot.start_time);
    if (earlier) {
      errors.add(`slots.${index}.start_time`, `The slot overlaps ${weekdayNames[slot.day_of_week]} ${slotRange(earlier.slot)}.`);
    }
  });
  return errors.empty ? slots.sort(byDayAndStart) : null;
}
