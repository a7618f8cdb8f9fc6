// The services a student may be booked for: those their authorizations cover (on the booking's day, once it is
// chosen: an authorization that has ended or not yet begun books nothing), each once, by name.
import type { AppointmentStudentServicesQuery } from '../../gql/graphql';
import type { FieldOption } from '../../kit/form/fieldSpec';

type Authorization = AppointmentStudentServicesQuery['authorizations'][number];

/**
 * The services offered; `keep` (an appointment's own service, when it is edited) stays offered whatever the day, so
 * that opening a booking never changes it.
 */
export function serviceOptions(authorizations: readonly Authorization[] | undefined, day?: string, keep?: string): FieldOption[] {
  const found = new Map<string, string>();
  for (const authorization of authorizations ?? []) {
    if (authorization.status === 'Denied') continue;
    const onTheDay = !day || covers(authorization, day);
    const covered = [{ serviceId: authorization.serviceId, service: authorization.service }, ...authorization.services];
    for (const { serviceId, service } of covered) {
      if ((onTheDay || serviceId === keep) && !found.has(serviceId)) found.set(serviceId, service?.name ?? `Service ${serviceId}`);
    }
  }
  return [...found].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Whether the authorization runs on that day (YYYY-MM-DD, both ends included). */
function covers(authorization: Authorization, day: string): boolean {
  return authorization.startDate <= day && day <= authorization.endDate;
}
