// Diagnoses: the ICD-10 catalogue a student's diagnoses are picked from, behind
// 'diagnosis-list'.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import type { Diagnosis } from './diagnosis.js';
import { seedDiagnoses } from './seed.js';

export const diagnosisResource = defineResource<Diagnosis>({
  name: 'diagnosis',
  type: 'Diagnosis',
  table: 'diagnoses',
  permission: 'diagnosis-list',
  unique: ['code'],
  searchable: ['code', 'description', 'category'],
  defaults: { status: 1 },
  seed: seedDiagnoses,
  export: { fileName: 'diagnoses' },
  // A blank status cell takes the default (active) rather than saving none.
  import: {
    check: (values, errors) => {
      errors.oneOf('status', values.status, ['0', '1']);
      return { ...values, status: values.status ?? 1 };
    },
  },
});

export const diagnosesArea: Area = {
  name: 'diagnoses',
  register(router, context) {
    diagnosisResource.register(router, context);
  },
};

export type { Diagnosis } from './diagnosis.js';
