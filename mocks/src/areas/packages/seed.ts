// Thirty-six packages: programs in three tiers, each bundling services of one service line. A few are already
// soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { liveServices } from '../services/seed.js';
import type { ServicePackage } from './package.js';
import { timestamp } from '../../kit/dates.js';

const programs = [
  { name: 'Early Learner', line: 'ABA-HB' },
  { name: 'Intensive ABA', line: 'ABA-CB' },
  { name: 'Focused ABA', line: 'ABA-HB' },
  { name: 'School Readiness', line: 'ABA-SB' },
  { name: 'Parent Coaching', line: 'ABA-TH' },
  { name: 'Speech and Language', line: 'ST-CB' },
  { name: 'Fine Motor', line: 'OT-CB' },
  { name: 'Feeding Support', line: 'FT-HB' },
  { name: 'Social Skills', line: 'CN-CB' },
  { name: 'Gross Motor', line: 'PT-HB' },
  { name: 'Classroom Support', line: 'SEIT-SB' },
  { name: 'Teletherapy Speech', line: 'ST-TH' },
] as const;

const tiers = [
  { name: 'Starter', hours: [4, 6], services: 2 },
  { name: 'Standard', hours: [10, 15], services: 3 },
  { name: 'Comprehensive', hours: [20, 30], services: 4 },
] as const;

export const seededPackageCount = programs.length * tiers.length;
export const seededDeletedPackageCount = 3;

export function seedPackages(faker: Faker): NewRow<ServicePackage>[] {
  return programs.flatMap((program, p) =>
    tiers.map((tier, t) => {
      const index = p * tiers.length + t;
      const services = liveServices.filter((service) => service.name.startsWith(`${program.line} `));
      const chosen = services.slice(0, Math.min(tier.services, services.length)).map((service) => service.id);
      const hours = faker.number.int({ min: tier.hours[0], max: tier.hours[1] });
      const created = faker.date.past({ years: 2 });
      return {
        name: `${program.name} ${tier.name} Package`,
        description: `${hours} hours a week of ${program.name.toLowerCase()} services (${tier.name.toLowerCase()} tier).`,
        service_ids: chosen,
        weekly_hours: hours,
        price: faker.number.int({ min: 8, max: 40 }) * 50 * (t + 1),
        status: mostlyActive(faker, 6),
        created_at: timestamp(created),
        updated_at: timestamp(created),
        deleted_at: index >= seededPackageCount - seededDeletedPackageCount ? timestamp(faker.date.recent({ days: 30 })) : null,
      };
    }),
  );
}
