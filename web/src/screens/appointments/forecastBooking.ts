// The booking as the supervision forecast reads it: the staff member and the session's instants, once they are set,
// with the student and location a supervision session there would join. A supervision service's own booking is not
// a direct session and asks nothing.
import type { FieldOption } from '../../kit/form/fieldSpec';
import type { FormValues } from '../../kit/form/fieldSpec';
import { zonedInstant } from '../../dates/zoned';
import type { ForecastBooking } from '../supervision/ForecastCallout';
import { text, timeOrderProblem } from './booking';

const SUPERVISION = /supervision/i;

export function forecastBooking(
  values: FormValues,
  zone: string,
  choices: { staff: FieldOption[]; services: FieldOption[] },
): ForecastBooking | null {
  const staffId = text(values, 'staffId');
  const startsAt = zonedInstant(text(values, 'date'), text(values, 'startTime'), zone);
  const endsAt = zonedInstant(text(values, 'date'), text(values, 'endTime'), zone);
  if (!staffId || !startsAt || !endsAt || timeOrderProblem(values)) return null;
  const service = choices.services.find((option) => option.value === text(values, 'serviceId'));
  if (service && SUPERVISION.test(service.label)) return null;
  const staffName = choices.staff.find((option) => option.value === staffId)?.label ?? `Staff member ${staffId}`;
  const studentId = text(values, 'studentId');
  const locationId = text(values, 'locationId');
  return { staffId, staffName, startsAt, endsAt, ...(studentId && { studentId }), ...(locationId && { locationId }) };
}
