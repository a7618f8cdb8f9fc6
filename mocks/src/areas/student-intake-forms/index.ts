// Intake forms: the forms themselves, the ones sent to students' families, and the public guest page's calls.
import type { Area } from '../../server/area.js';
import { registerIntakeForms } from './forms.js';
import { registerStudentIntakeForms } from './student-forms.js';

export const studentIntakeFormsArea: Area = {
  name: 'student-intake-forms',
  after: ['students'],
  register(router, context) {
    registerIntakeForms(router, context);
    registerStudentIntakeForms(router, context);
  },
};
