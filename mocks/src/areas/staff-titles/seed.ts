// The titles an ABA practice's staff hold.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { StaffTitle } from './staff-title.js';
import { timestamp } from '../../kit/dates.js';

const titles: readonly [string, string][] = [
  ['BCBA', 'Board Certified Behavior Analyst.'],
  ['BCBA-D', 'Board Certified Behavior Analyst, doctoral.'],
  ['BCaBA', 'Board Certified Assistant Behavior Analyst.'],
  ['RBT', 'Registered Behavior Technician.'],
  ['Lead RBT', 'Senior technician who trains new RBTs.'],
  ['Behavior Technician (in training)', 'Completing the 40-hour RBT training.'],
  ['Clinical Director', 'Oversees clinical quality.'],
  ['Clinical Supervisor', 'Supervises a team of BCBAs.'],
  ['Licensed Behavior Analyst', 'State-licensed behavior analyst.'],
  ['Speech-Language Pathologist', 'Provides speech and language therapy.'],
  ['Occupational Therapist', 'Provides occupational therapy.'],
  ['Special Education Itinerant Teacher', 'SEIT working in classrooms.'],
  ['Office Manager', 'Runs the office.'],
  ['Billing Specialist', 'Prepares claims and invoices.'],
  ['Intake Coordinator', 'Enrols new families.'],
  ['Scheduler', 'Books and staffs sessions.'],
  ['HR Generalist', 'Handles hiring, onboarding and staff files.'],
  ['Quality Assurance Analyst', 'Audits notes and data.'],
];

export function seedStaffTitles(faker: Faker): NewRow<StaffTitle>[] {
  return titles.map(([name, description], index) => {
    const created = faker.date.past({ years: 3 });
    return {
      name,
      description,
      status: index === 5 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
    };
  });
}
