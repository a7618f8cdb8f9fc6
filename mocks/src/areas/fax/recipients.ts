// Fax recipients: CRUD at fax-recipients (soft delete); the number must be a fax number and is kept normalised.
import type { Faker } from '@faker-js/faker';
import { defineResource } from '../../kit/index.js';
import type { NewRow } from '../../db/table.js';
import { faxNumberMessage, normalisedFaxNumber, type FaxRecipient } from './records.js';

export const faxPermission = 'Auto Generate Session';

function seedRecipients(faker: Faker): NewRow<FaxRecipient>[] {
  const funders = [
    'Blue Cross Utilization Review',
    'Aetna Behavioral Health',
    'Medicaid Prior Authorization',
    'Cigna Care Management',
    'Pediatrician Office',
    'School District Special Education',
  ];
  return funders.map((name, index) => ({
    name,
    // One seeded number ends 0000: the simulated line never answers it.
    fax_number: index === 5 ? '+15551230000' : `+1${faker.string.numeric({ length: 10, allowLeadingZeros: false }).replace(/0000$/, '0001')}`,
    organization: name.split(' ')[0] ?? null,
    notes: null,
  }));
}

export const faxRecipientResource = defineResource<FaxRecipient>({
  name: 'fax recipient',
  type: 'FaxRecipient',
  title: 'Fax recipient',
  table: 'fax_recipients',
  permission: faxPermission,
  searchable: ['name', 'fax_number', 'organization'],
  order: (a, b) => a.name.localeCompare(b.name),
  hooks: {
    beforeSave(values, errors) {
      if (values.fax_number === undefined || errors.has('fax_number')) return values;
      const number = normalisedFaxNumber(values.fax_number);
      if (number === null) errors.add('fax_number', faxNumberMessage);
      return number === null ? values : { ...values, fax_number: number };
    },
  },
  seed: seedRecipients,
});
