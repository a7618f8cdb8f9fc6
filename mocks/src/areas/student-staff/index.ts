// The staff who work with a student, and the student's settings.
import type { Area } from '../../server/area.js';
import { registerStaffLinks } from './links.js';
import { registerStudentSettings } from './settings.js';

export const studentStaffArea: Area = {
  name: 'student-staff',
  after: ['students'],
  register(router, context) {
    registerStaffLinks(router, context);
    registerStudentSettings(router, context);
  },
};
