// POST agencies/locations {agency_ids: [...]}: the locations of the given agencies, for the forms that place a
// record at one. Any signed-in user may ask (the forms that need it are not agency screens).
import type { Faker } from '@faker-js/faker';
import type { Router } from 'express';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seededAgencyCount } from './seed.js';

/** An agency's site, with the fields of a practice location (locations area) and the agency it belongs to. */
export interface AgencyLocation extends Row {
  agency_id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** The CMS place-of-service code billed for sessions here: 11 office, 12 home, 03 school, 99 other. */
  place_of_service: string;
  /** 1 active, 0 inactive. */
  status: number;
}

const siteKinds = [
  { suffix: 'Office', placeOfService: '11' },
  { suffix: 'Clinic', placeOfService: '11' },
  { suffix: 'Center', placeOfService: '99' },
] as const;

export function seedAgencyLocations(faker: Faker): NewRow<AgencyLocation>[] {
  const rows: NewRow<AgencyLocation>[] = [];
  for (let agencyId = 1; agencyId <= seededAgencyCount; agencyId += 1) {
    const count = faker.number.int({ min: 1, max: 3 });
    for (let index = 0; index < count; index += 1) {
      const street = faker.location.street();
      const kind = faker.helpers.arrayElement(siteKinds);
      rows.push({
        agency_id: agencyId,
        name: `${street} ${kind.suffix}`,
        address: `${faker.location.buildingNumber()} ${street}`,
        city: faker.location.city(),
        state: faker.location.state({ abbreviated: true }),
        zip: faker.location.zipCode('#####'),
        phone: faker.phone.number({ style: 'national' }),
        place_of_service: kind.placeOfService,
        status: mostlyActive(faker, 8),
      });
    }
  }
  return rows;
}

function idList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return value === undefined || value === null ? [] : [value];
}

export function registerAgencyLocations(router: Router, { db, auth }: AreaContext): void {
  const locations = db.defineTable<AgencyLocation>('agency_locations', seedAgencyLocations);
  router.post('/agencies/locations', auth.required, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ids = idList(body.agency_ids ?? body.agency_id).map(parseId);
    if (ids.length === 0 || ids.some((id) => id === undefined)) {
      unprocessable(res, new FieldErrors().add('agency_ids', 'The agency ids field is required.'));
      return;
    }
    const wanted = new Set(ids);
    ok(res, { data: locations.active().filter((location) => wanted.has(location.agency_id)) });
  });
}
