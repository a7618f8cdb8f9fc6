// Certifications: the credentials staff hold, behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { isBlank } from '../../server/validation.js';
import type { Certification } from './certification.js';
import { seedCertifications } from './seed.js';

export const certificationResource = defineResource<Certification>({
  name: 'certification',
  type: 'Certification',
  table: 'certifications',
  permission: 'certification-list',
  unique: ['name'],
  searchable: ['name', 'abbreviation', 'issuing_body'],
  defaults: { status: 1 },
  seed: seedCertifications,
  export: { fileName: 'certifications' },
  // The columns of the import-certification sample file are the export's: an exported file imports back.
  import: {
    // Cells are text: what the casts could not turn into a number is refused, not saved.
    check: (values, errors) => {
      if (!isBlank(values.validity_months) && !Number.isInteger(values.validity_months)) {
        errors.add('validity_months', 'The validity months field must be an integer.');
      }
      errors.oneOf('status', values.status, ['0', '1']);
      // A blank status cell takes the default (active) rather than saving none.
      return { ...values, status: values.status ?? 1 };
    },
  },
});

export const certificationsArea: Area = {
  name: 'certifications',
  register(router, context) {
    certificationResource.register(router, context);
  },
};

export type { Certification } from './certification.js';
