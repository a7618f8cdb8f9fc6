// The practice's web pages and applications as the uptime monitor last saw them. The stand-in's monitor is a seeded
// picture (one page slow, one application down), checked a few minutes ago.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

export interface MonitoredApplication extends Row {
  name: string;
  url: string;
  /** Web page or Application. */
  kind: string;
  /** Up, Slow or Down. */
  state: string;
  response_ms: number | null;
  uptime: number;
  last_checked_at: string;
}

const seeded: readonly [string, string, string, 'Up' | 'Slow' | 'Down'][] = [
  ['Practice portal', 'https://portal.practice.test/', 'Web page', 'Up'],
  ['Parent portal', 'https://families.practice.test/', 'Web page', 'Up'],
  ['Intake forms (guest)', 'https://portal.practice.test/guest/intake', 'Web page', 'Slow'],
  ['Practice website', 'https://www.practice.test/', 'Web page', 'Up'],
  ['Practice API', 'https://api.practice.test/api/', 'Application', 'Up'],
  ['Rethink connector', 'https://api.practice.test/integrations/rethink', 'Application', 'Up'],
  ['Kareo connector', 'https://api.practice.test/integrations/kareo', 'Application', 'Up'],
  ['Fax gateway', 'https://fax.practice.test/', 'Application', 'Down'],
  ['Time-punch service', 'https://punch.practice.test/', 'Application', 'Up'],
];

function seedApplications(faker: Faker): NewRow<MonitoredApplication>[] {
  const now = clock.nowMs();
  return seeded.map(([name, url, kind, state]) => ({
    name,
    url,
    kind,
    state,
    response_ms: state === 'Down' ? null : state === 'Slow' ? faker.number.int({ min: 2400, max: 4800 }) : faker.number.int({ min: 90, max: 650 }),
    uptime: state === 'Down' ? 96.4 : faker.number.float({ min: 99.2, max: 100, fractionDigits: 2 }),
    last_checked_at: timestamp(new Date(now - faker.number.int({ min: 1, max: 5 }) * 60_000)),
  }));
}

export function monitoredApplications(db: Db): Table<MonitoredApplication> {
  return db.defineTable<MonitoredApplication>('monitored_applications', (faker) => seedApplications(faker));
}
