// One to three authorizations per student, named by a funder the student is enrolled with and a service that
// exists, each with the services and billing codes it covers. Dates are placed around today, so that some end
// within 30 days, some have ended and some run low on units: the alerts have something to show on any day.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { relatedRecords, staffRecords, type RelatedRecord } from '../students/related.js';
import { students } from '../students/table.js';
import type { AuthorizationService, StudentAuthorization } from './authorization.js';
import { shiftDays, timestamp, today } from '../../kit/dates.js';

/** Billing codes fitting a funder and service; any billing code when none fits. */
export function billingCodesFor(codes: readonly RelatedRecord[], funderId: number, serviceId: number): RelatedRecord[] {
  const exact = codes.filter((code) => code.funder_id === funderId && code.service_id === serviceId);
  if (exact.length > 0) return exact;
  const byFunder = codes.filter((code) => code.funder_id === funderId);
  return byFunder.length > 0 ? byFunder : [...codes];
}

export function seedAuthorizations(faker: Faker, db: Db): NewRow<StudentAuthorization>[] {
  const services = relatedRecords(db, 'services');
  const funders = new Set(relatedRecords(db, 'funders').map((funder) => funder.id));
  const bcbas = staffRecords(db).map((member) => member.id);
  const day = today();
  const rows: NewRow<StudentAuthorization>[] = [];
  for (const student of students(db).all()) {
    const count = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 4, value: 2 },
      { weight: 1, value: 3 },
    ]);
    const studentFunders = student.funder_ids.filter((id) => funders.has(id));
    for (let index = 0; index < count; index += 1) {
      const service = faker.helpers.arrayElement(services);
      // Ends anywhere from 60 days ago to 300 days ahead; about one in six within the next 30 days.
      const end = shiftDays(
        day,
        faker.helpers.weightedArrayElement([
          { weight: 1, value: faker.number.int({ min: -60, max: -1 }) },
          { weight: 1, value: faker.number.int({ min: 0, max: 30 }) },
          { weight: 4, value: faker.number.int({ min: 31, max: 300 }) },
        ]),
      );
      const start = shiftDays(end, -faker.helpers.arrayElement([90, 180, 180, 365]));
      const total = faker.helpers.arrayElement([40, 120, 200, 480, 960, 1300]);
      const usedShare = faker.helpers.weightedArrayElement([
        { weight: 1, value: faker.number.float({ min: 0.9, max: 1 }) },
        { weight: 5, value: faker.number.float({ min: 0, max: 0.85 }) },
      ]);
      rows.push({
        student_id: student.id,
        funder_id: studentFunders.length > 0 ? faker.helpers.arrayElement(studentFunders) : faker.helpers.arrayElement([...funders]),
        service_id: service.id,
        service_line_id: service.service_line_id ?? student.service_line_ids[0] ?? null,
        bcba_id: faker.helpers.arrayElement(bcbas),
        authorization_number: `PA-${faker.string.numeric(8)}`,
        start_date: start,
        end_date: end,
        total_units: total,
        units_used: Math.min(total, Math.round(total * usedShare)),
        unit_minutes: 15,
        frequency: faker.helpers.arrayElement(['Total', 'Total', 'Weekly', 'Monthly'] as const),
        status: faker.helpers.weightedArrayElement([
          { weight: 8, value: 'Approved' as const },
          { weight: 1, value: 'Pending' as const },
        ]),
        copied_from_id: null,
        notes: faker.datatype.boolean(0.2) ? faker.lorem.sentence() : null,
        deleted_at: faker.datatype.boolean(0.03) ? timestamp(faker.date.recent({ days: 30 })) : null,
      });
    }
  }
  return rows;
}

/** The services each authorization covers: its own service first, billed under a code of its funder. */
export function seedAuthorizationServices(faker: Faker, db: Db, authorizations: readonly StudentAuthorization[]): NewRow<AuthorizationService>[] {
  const services = relatedRecords(db, 'services');
  const codes = relatedRecords(db, 'billingCodes');
  const rows: NewRow<AuthorizationService>[] = [];
  for (const authorization of authorizations) {
    const extra = faker.helpers.arrayElements(
      services.filter((service) => service.id !== authorization.service_id),
      { min: 0, max: 2 },
    );
    const serviceIds = [authorization.service_id, ...extra.map((service) => service.id)];
    let unitsLeft = authorization.total_units;
    let usedLeft = authorization.units_used;
    serviceIds.forEach((serviceId, index) => {
      const last = index === serviceIds.length - 1;
      const units = last ? unitsLeft : Math.round(unitsLeft * 0.6);
      const used = last ? usedLeft : Math.min(units, Math.round(usedLeft * 0.6));
      unitsLeft -= units;
      usedLeft -= used;
      const code = faker.helpers.arrayElement(billingCodesFor(codes, authorization.funder_id, serviceId));
      rows.push({
        authorization_id: authorization.id,
        service_id: serviceId,
        billing_code_id: code.id,
        total_units: units,
        units_used: used,
        rate: faker.helpers.arrayElement([15.5, 18.75, 22, 31.25, 45]),
      });
    });
  }
  return rows;
}
