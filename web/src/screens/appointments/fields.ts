// The form's fields, declared for the kit's controls: what is booked, when, and how it repeats.
import { fields, type FieldOption } from '../../kit/form/fieldSpec';
import type { BookingForm } from './booking';

type Named = { id: string; name: string };

/** The options of a list, keeping the chosen one (an inactive staff member on an old booking) when the list lacks it. */
export function optionsOf(items: readonly Named[] | undefined, chosen?: { value: string; label: string }): FieldOption[] {
  const options = (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  if (items && chosen?.value && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  return options;
}

export interface BookingOptions {
  students: FieldOption[];
  services: FieldOption[];
  staff: FieldOption[];
  locations: FieldOption[];
  sessionTypes: FieldOption[];
}

export function bookingFields(options: BookingOptions, studentChosen: boolean, dayChosen: boolean) {
  return fields<BookingForm>(
    { name: 'studentId', label: 'Student', kind: 'select', required: true, options: options.students },
    {
      name: 'serviceId',
      label: 'Service',
      kind: 'select',
      required: true,
      options: options.services,
      helper: !studentChosen
        ? 'Choose the student first.'
        : options.services.length > 0
          ? dayChosen
            ? 'The services the student’s authorizations cover on that day.'
            : 'The student’s authorized services.'
          : dayChosen
            ? 'No authorization of this student covers that day.'
            : 'This student has no authorized service.',
    },
    { name: 'staffId', label: 'Staff', kind: 'select', required: true, options: options.staff },
    { name: 'locationId', label: 'Location', kind: 'select', required: true, options: options.locations },
    { name: 'date', label: 'Date', kind: 'date', required: true, errorKeys: ['startsAt'] },
    { name: 'sessionTypeId', label: 'Session type', kind: 'select', options: options.sessionTypes },
    { name: 'startTime', label: 'Start time', kind: 'time', required: true },
    { name: 'endTime', label: 'End time', kind: 'time', required: true, errorKeys: ['endsAt'] },
  );
}

const WEEKDAYS: FieldOption[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, day) => ({
  value: String(day),
  label,
}));

const ENDS: FieldOption[] = [
  { value: 'until', label: 'On a date' },
  { value: 'count', label: 'After a number of sessions' },
  { value: 'authorization', label: 'When the authorization ends' },
];

export const repeatField = fields<BookingForm>({ name: 'repeat', label: 'Repeat weekly', kind: 'switch', errorKeys: ['recurrence'] });

export function recurrenceFields(ends: string) {
  return fields<BookingForm>(
    { name: 'days', label: 'On', kind: 'multiselect', required: true, options: WEEKDAYS, errorKeys: ['recurrence.daysOfWeek'] },
    { name: 'ends', label: 'Ends', kind: 'select', required: true, options: ENDS },
    ...(ends === 'until'
      ? fields<BookingForm>({ name: 'until', label: 'Last day', kind: 'date', required: true, errorKeys: ['recurrence.until'] })
      : []),
    ...(ends === 'count'
      ? fields<BookingForm>({ name: 'count', label: 'Sessions', kind: 'int', required: true, min: 1, max: 200, errorKeys: ['recurrence.count'] })
      : []),
  );
}

export const overrideFields = (on: boolean) =>
  fields<BookingForm>(
    { name: 'override', label: 'Book despite the refusals', kind: 'switch' },
    ...(on
      ? fields<BookingForm>({
          name: 'overrideReason',
          label: 'Override reason',
          kind: 'textarea',
          required: true,
          wide: true,
          maxLength: 500,
          errorKeys: ['override.reason', 'override'],
        })
      : []),
  );
