// The services a student may be booked for: those their authorisations cover, each once, by name.
import type { AppointmentStudentServicesQuery } from '../../gql/graphql';
import type { FieldOption } from '../../kit/form/fieldSpec';

type Authorization = AppointmentStudentServicesQuery['authorizations'][number];

export function serviceOptions(authorizations: readonly Authorization[] | undefined): FieldOption[] {
  const found = new Map<string, string>();
  for (const authorization of authorizations ?? []) {
    if (authorization.status === 'Denied') continue;
    const covered = [{ serviceId: authorization.serviceId, service: authorization.service }, ...authorization.services];
    for (const { serviceId, service } of covered) {
      if (!found.has(serviceId)) found.set(serviceId, service?.name ?? `Service ${serviceId}`);
    }
  }
  return [...found].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
