// Fee schedules: the ABA, speech, occupational-therapy and SETSS codes each contracted funder pays, at that funder's
// rate, tied to the funders and services the funders and services areas seed (only rows that are not deleted).
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { liveFunders } from '../funders/seed.js';
import { liveServices } from '../services/seed.js';
import type { BillingCode } from './billing-code.js';
import { timestamp } from '../../kit/dates.js';

interface CodeTemplate {
  code: string;
  description: string;
  /** The service kind it bills (the part of a service's name after its service line code). */
  kind: string;
  baseRate: number;
  units: number;
  unitMinutes: number;
  /** The modifier Medicaid programs require; commercial plans bill without. */
  medicaidModifier: string | null;
}

const aba: CodeTemplate[] = [
  {
    code: '97151',
    description: 'Behavior identification assessment, by QHP, each 15 minutes',
    kind: 'Behavior Assessment',
    baseRate: 32,
    units: 32,
    unitMinutes: 15,
    medicaidModifier: 'HO',
  },
  {
    code: '97152',
    description: 'Behavior identification supporting assessment, by technician, each 15 minutes',
    kind: 'Behavior Assessment',
    baseRate: 16,
    units: 16,
    unitMinutes: 15,
    medicaidModifier: 'HN',
  },
  {
    code: '97153',
    description: 'Adaptive behavior treatment by protocol, by technician, each 15 minutes',
    kind: 'Direct Therapy',
    baseRate: 15,
    units: 32,
    unitMinutes: 15,
    medicaidModifier: 'HN',
  },
  {
    code: '97154',
    description: 'Group adaptive behavior treatment by protocol, by technician, each 15 minutes',
    kind: 'Direct Therapy',
    baseRate: 8,
    units: 18,
    unitMinutes: 15,
    medicaidModifier: 'HN',
  },
  {
    code: '97155',
    description: 'Adaptive behavior treatment with protocol modification, by QHP, each 15 minutes',
    kind: 'Supervision',
    baseRate: 24,
    units: 24,
    unitMinutes: 15,
    medicaidModifier: 'HO',
  },
  {
    code: '97156',
    description: 'Family adaptive behavior treatment guidance, by QHP, each 15 minutes',
    kind: 'Parent Training',
    baseRate: 24,
    units: 16,
    unitMinutes: 15,
    medicaidModifier: 'HO',
  },
  {
    code: '97157',
    description: 'Multiple-family group adaptive behavior treatment guidance, each 15 minutes',
    kind: 'Parent Training',
    baseRate: 10,
    units: 16,
    unitMinutes: 15,
    medicaidModifier: 'HO',
  },
  {
    code: 'H0032',
    description: 'Mental health service plan development, by non-physician',
    kind: 'Treatment Planning',
    baseRate: 60,
    units: 1,
    unitMinutes: 60,
    medicaidModifier: 'HO',
  },
];

const speech: CodeTemplate[] = [
  {
    code: '92523',
    description: 'Evaluation of speech sound production with evaluation of language comprehension and expression',
    kind: 'Evaluation',
    baseRate: 190,
    units: 1,
    unitMinutes: 60,
    medicaidModifier: 'GN',
  },
  {
    code: '92507',
    description: 'Treatment of speech, language, voice, communication and/or auditory processing disorder; individual',
    kind: 'Individual Session',
    baseRate: 85,
    units: 1,
    unitMinutes: 30,
    medicaidModifier: 'GN',
  },
  {
    code: '92508',
    description: 'Treatment of speech, language, voice, communication and/or auditory processing disorder; group',
    kind: 'Group Session',
    baseRate: 40,
    units: 1,
    unitMinutes: 30,
    medicaidModifier: 'GN',
  },
];

const occupational: CodeTemplate[] = [
  {
    code: '97165',
    description: 'Occupational therapy evaluation, low complexity',
    kind: 'Evaluation',
    baseRate: 110,
    units: 1,
    unitMinutes: 60,
    medicaidModifier: 'GO',
  },
  {
    code: '97530',
    description: 'Therapeutic activities, direct one-on-one patient contact, each 15 minutes',
    kind: 'Individual Session',
    baseRate: 38,
    units: 8,
    unitMinutes: 15,
    medicaidModifier: 'GO',
  },
  {
    code: '97150',
    description: 'Therapeutic procedures, group, each 15 minutes',
    kind: 'Group Session',
    baseRate: 20,
    units: 4,
    unitMinutes: 15,
    medicaidModifier: 'GO',
  },
];

const setss: CodeTemplate[] = [
  {
    code: 'SETSS-IND',
    description: 'Special education teacher support services, individual, per hour',
    kind: 'Individual Instruction',
    baseRate: 95,
    units: 5,
    unitMinutes: 60,
    medicaidModifier: null,
  },
  {
    code: 'SETSS-GRP',
    description: 'Special education teacher support services, group of up to eight, per hour',
    kind: 'Group Instruction',
    baseRate: 70,
    units: 5,
    unitMinutes: 60,
    medicaidModifier: null,
  },
  {
    code: 'SETSS-CON',
    description: 'Special education teacher consultation with the classroom teacher, per hour',
    kind: 'Teacher Consultation',
    baseRate: 80,
    units: 2,
    unitMinutes: 60,
    medicaidModifier: null,
  },
];

/** Who pays what: funders by name (from the funders area's catalogue), the codes, and the line the services sit in. */
const schedules: { funders: string[]; codes: CodeTemplate[]; line: string; settings: string[] }[] = [
  {
    funders: [
      'Aetna',
      'Cigna',
      'UnitedHealthcare',
      'Optum Behavioral Health',
      'Fidelis Care',
      'MetroPlus Health',
      'New York State Medicaid',
      'Tricare East',
    ],
    codes: aba,
    line: 'ABA',
    settings: ['HB', 'CB', 'TH'],
  },
  { funders: ['Aetna', 'Fidelis Care', 'New York State Medicaid'], codes: speech, line: 'ST', settings: ['HB', 'CB', 'SB'] },
  { funders: ['Aetna', 'Fidelis Care', 'New York State Medicaid'], codes: occupational, line: 'OT', settings: ['CB', 'HB', 'SB'] },
  { funders: ['NYC Department of Education'], codes: setss, line: 'SETSS', settings: ['SB', 'CB', 'HB'] },
];

const medicaidTypes = new Set(['Medicaid', 'Medicaid Managed Care', 'School District']);

function funderNamed(name: string) {
  const funder = liveFunders.find((entry) => entry.name === name);
  if (!funder) throw new Error(`billing codes seed: no live funder ${name}`);
  return funder;
}

/** The first live service of that kind in the line, trying the settings in order. */
function serviceFor(line: string, settings: readonly string[], kind: string): number {
  for (const setting of settings) {
    const found = liveServices.find((service) => service.name === `${line}-${setting} ${kind}`);
    if (found) return found.id;
  }
  throw new Error(`billing codes seed: no live ${line} service ${kind}`);
}

export function seedBillingCodes(faker: Faker): NewRow<BillingCode>[] {
  const rows: NewRow<BillingCode>[] = [];
  for (const schedule of schedules) {
    schedule.funders.forEach((name, index) => {
      const funder = funderNamed(name);
      // Funders contract different settings; rotate so the codes spread over the line's services.
      const settings = [
        ...schedule.settings.slice(index % schedule.settings.length),
        ...schedule.settings.slice(0, index % schedule.settings.length),
      ];
      for (const template of schedule.codes) {
        const created = faker.date.past({ years: 3 });
        rows.push({
          code: template.code,
          modifier: medicaidTypes.has(funder.type) ? template.medicaidModifier : null,
          description: template.description,
          rate: Math.round(template.baseRate * faker.number.float({ min: 0.85, max: 1.3 }) * 100) / 100,
          units: template.units,
          unit_minutes: template.unitMinutes,
          payer_id: funder.id,
          service_id: serviceFor(schedule.line, settings, template.kind),
          status: mostlyActive(faker, 12),
          created_at: timestamp(created),
          updated_at: timestamp(created),
          deleted_at: faker.datatype.boolean(0.04) ? timestamp(faker.date.recent({ days: 60 })) : null,
        });
      }
    });
  }
  return rows;
}
