// The kinds of coverage an ABA practice bills under; a couple soft-deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { CoverageType } from './coverage-type.js';
import { timestamp } from '../../kit/dates.js';

const coverage: readonly [string, string][] = [
  ['Medicaid Fee-for-Service', 'State Medicaid paid per service.'],
  ['Medicaid Managed Care', 'Medicaid through a managed-care organisation.'],
  ['Medicaid Waiver', 'A home- and community-based services waiver.'],
  ['CHIP', "Children's Health Insurance Program."],
  ['Commercial PPO', 'Employer or individual preferred-provider plan.'],
  ['Commercial HMO', 'Employer or individual health-maintenance plan.'],
  ['Commercial EPO', 'Exclusive-provider plan.'],
  ['Commercial POS', 'Point-of-service plan.'],
  ['High-Deductible Health Plan', 'Commercial plan with a high deductible.'],
  ['Self-Funded ERISA Plan', 'Employer self-funded plan under ERISA.'],
  ['Marketplace Plan', 'A plan bought on the health insurance marketplace.'],
  ['TRICARE Prime', 'Military health plan, Prime option.'],
  ['TRICARE Select', 'Military health plan, Select option.'],
  ['TRICARE ECHO', 'Extended Care Health Option for military families.'],
  ['Federal Employee Health Benefits', 'FEHB plans for federal employees.'],
  ['State Employee Plan', 'Health plan for state employees.'],
  ['Early Intervention (Part C)', 'IDEA Part C services for children under three.'],
  ['School District Contract', 'Services contracted by a school district.'],
  ['Department of Education', 'Services funded by the state department of education.'],
  ['Regional Center', 'Developmental-disability regional center funding.'],
  ['Developmental Disabilities Agency', 'County or state DD agency funding.'],
  ['Autism Scholarship', 'State autism scholarship programme.'],
  ['Grant Funded', 'A private or public grant.'],
  ['Private Pay', 'Paid by the family.'],
  ['Sliding Scale', 'Family pays by income band.'],
  ['Single Case Agreement', 'An out-of-network agreement for one client.'],
  ['Secondary Insurance', 'Coverage that pays after the primary.'],
  ['Tertiary Insurance', 'Coverage that pays after the secondary.'],
  ["Workers' Compensation", 'Covered under a workers’ compensation claim.'],
  ['Court Ordered', 'Services ordered and funded by a court.'],
  ['Foster Care', 'Funded through the child-welfare agency.'],
  ['Charity Care', 'Provided at no charge by the practice.'],
];

export const seededDeletedCoverageTypeCount = 2;

export function seedCoverageTypes(faker: Faker): NewRow<CoverageType>[] {
  return coverage.map(([name, description], index) => {
    const created = faker.date.past({ years: 3 });
    return {
      name,
      description,
      status: index % 7 === 6 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= coverage.length - seededDeletedCoverageTypeCount ? timestamp(faker.date.recent({ days: 40 })) : null,
    };
  });
}
