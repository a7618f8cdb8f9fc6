// About a hundred and fifteen services: the kinds each discipline offers, in every service line that is not
// deleted. The catalogue is fixed (packages and funder links are seeded against these ids); descriptions, status and
// dates come from faker. A few services are already soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { liveServiceLines, type Discipline } from '../service-lines/seed.js';
import type { Service } from './service.js';
import { timestamp } from '../../kit/dates.js';

interface Kind {
  name: string;
  unitMinutes: number;
  summary: string;
}

const kinds: Record<Discipline['kind'], readonly Kind[]> = {
  aba: [
    { name: 'Direct Therapy', unitMinutes: 15, summary: 'one-to-one treatment by protocol with a behavior technician' },
    { name: 'Supervision', unitMinutes: 15, summary: 'protocol modification by the supervising BCBA' },
    { name: 'Parent Training', unitMinutes: 15, summary: 'family guidance with or without the client present' },
    { name: 'Behavior Assessment', unitMinutes: 15, summary: 'behavior identification assessment and report' },
    { name: 'Treatment Planning', unitMinutes: 15, summary: 'writing and updating the treatment plan' },
  ],
  therapy: [
    { name: 'Evaluation', unitMinutes: 60, summary: 'initial evaluation and written report' },
    { name: 'Individual Session', unitMinutes: 30, summary: 'individual treatment session' },
    { name: 'Group Session', unitMinutes: 30, summary: 'treatment in a group of two to five' },
    { name: 'Consultation', unitMinutes: 15, summary: 'consultation with family, teachers or physicians' },
  ],
  education: [
    { name: 'Individual Instruction', unitMinutes: 60, summary: 'individual special education instruction' },
    { name: 'Group Instruction', unitMinutes: 60, summary: 'special education instruction in a small group' },
    { name: 'Teacher Consultation', unitMinutes: 30, summary: 'consultation with the classroom teacher' },
  ],
};

export interface ServiceEntry {
  id: number;
  name: string;
  service_line_id: number;
  unitMinutes: number;
  summary: string;
  deleted: boolean;
}

/** Every twenty-ninth service is already deleted. */
const deletedEvery = 29;

export const serviceCatalogue: readonly ServiceEntry[] = liveServiceLines
  .flatMap((line) => kinds[line.discipline.kind].map((kind) => ({ line, kind })))
  .map(({ line, kind }, index) => ({
    id: index + 1,
    name: `${line.code} ${kind.name}`,
    service_line_id: line.id,
    unitMinutes: kind.unitMinutes,
    summary: kind.summary,
    deleted: (index + 1) % deletedEvery === 0,
  }));

export const liveServices: readonly ServiceEntry[] = serviceCatalogue.filter((entry) => !entry.deleted);

export function seedServices(faker: Faker): NewRow<Service>[] {
  return serviceCatalogue.map((entry) => {
    const created = faker.date.past({ years: 3 });
    return {
      id: entry.id,
      name: entry.name,
      service_line_id: entry.service_line_id,
      description: `${entry.summary.charAt(0).toUpperCase()}${entry.summary.slice(1)}.`,
      unit_minutes: entry.unitMinutes,
      status: mostlyActive(faker, 8),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: entry.deleted ? timestamp(faker.date.recent({ days: 45 })) : null,
    };
  });
}
