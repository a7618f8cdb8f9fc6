// A student's assessments (records, and the preference, skill and health sheets) and diagnoses.
import type { Area } from '../../server/area.js';
import { assessmentRecords, diagnosisRecords } from './records.js';
import { registerAssessmentSheets } from './sheets.js';

export const studentAssessmentsArea: Area = {
  name: 'student-assessments',
  after: ['students'],
  register(router, context) {
    assessmentRecords.register(router, context);
    diagnosisRecords.register(router, context);
    registerAssessmentSheets(router, context);
  },
};
