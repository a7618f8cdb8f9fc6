// Students and the pages of one student; every per-student page takes :student_id.
import { area } from './define';
import type { AppRoute } from './types';

const students = area({ label: 'Students', to: '/student' }, { permission: 'Student List' });

export const studentRoutes: AppRoute[] = [
  students('/student', 'Students'),
  students('/add-student', 'Add Student'),
  students('/edit-student/:student_id', 'Edit Student'),
  students('/delete-student', 'Deleted Students'),

  students('/student-billing-calendar/:student_id', 'Billing Calendar'),
  students('/student-contacts/:student_id', 'Contacts'),
  students('/add-student-contact/:student_id', 'Add Contact'),
  students('/edit-student-contact/:contact_id/:student_id', 'Edit Contact'),
  students('/delete-student-contact/:student_id', 'Deleted Contacts'),
  students('/student-availability/:student_id', 'Availability'),
  students('/student-staff/:student_id', 'Staff'),
  students('/student-settings/:student_id', 'Settings'),
  students('/student-files/:student_id/:active_component?', 'Files'),
  students('/student-folder-contents/:student_id/:folder_id', 'Folder Contents'),
  students('/student-dropbox/:student_id', 'Dropbox Files'),

  students('/student-assessments/:student_id', 'Assessments'),
  students('/student-skill-assessment/:student_id/:category_id', 'Skill Assessment'),
  students('/student-preference-assessment/:student_id/:category_id', 'Preference Assessment'),
  students('/student-health-assessment/:student_id/:category_id', 'Health Assessment'),
  students('/student-assessments/:student_id/edit-assessment/:assessment_id', 'Edit Assessment'),
  students('/student-diagnosis/:student_id', 'Diagnosis'),
  students('/add-student-diagnosis/:student_id', 'Add Diagnosis'),
  students('/edit-student-diagnosis/:diagnosis_id/:student_id', 'Edit Diagnosis'),

  students('/student-funder/:student_id', 'Funders'),
  students('/add-student-funder/:student_id', 'Add Funder'),
  students('/edit-funder/:funder_id/:student_id', 'Edit Funder'),

  students('/student-authorization/:student_id', 'Authorizations'),
  students('/add-student-authorization/:student_id', 'Add Authorization'),
  students('/copy-student-authorization/:edit_id/:student_id', 'Copy Authorization'),
  students('/edit-student-authorization/:edit_id/:student_id', 'Edit Authorization'),

  students('/student-goals/:student_id', 'Goals'),
  students('/add-student-goal/:student_id', 'Add Goal'),
  students('/edit-student-goal/:edit_id/:student_id', 'Edit Goal'),
  students('/student-prompt-codes/:student_id', 'Prompt Codes'),
  students('/add-student-prompt-code/:student_id', 'Add Prompt Code'),
  students('/edit-student-prompt-code/:edit_id/:student_id', 'Edit Prompt Code'),
  students('/student-behaviors/:student_id', 'Behaviors'),
  students('/student-behaviors/add/:student_id', 'Add Behavior'),
  students('/student-behaviors/edit/:edit_id/:student_id', 'Edit Behavior'),

  students('/student-programs/:student_id', 'Programs'),
  students('/student-programs/target-list/:student_id', 'Targets'),
  students('/student-programs/category/:category_id/:student_id', 'Program Category'),
  students('/student-programs/target/:category_id/:student_id', 'Program Targets'),

  students('/student-data-entry/:student_id', 'Data Entry'),
  students('/student-data-entry/behavior/:behavior_id/:student_id', 'Behavior Data Entry'),
  students('/student-data-entry/abc/:student_id', 'ABC Data Entry'),
  students('/student-data-entry/skill/:student_id/:encrypted?', 'Skill Data Entry'),
  students('/student-data-entry/skill-list/:student_id', 'Skill Data'),

  students('/student-intake-forms/:student_id', 'Intake Forms'),
  students('/student-intake-forms/add/:student_id', 'Add Intake Form'),
  students('/student-intake-forms/details/:detail_id/:student_id', 'Intake Form Details'),
  students('/student-prompt-schedule/:student_id', 'Prompt Schedule'),
  students('/student-interval-schedule/:student_id', 'Interval Schedule'),
  students('/student-activity-history/:student_id', 'Activity History'),
  students('/student-workflows/:student_id', 'Workflows'),
  students('/student-sessions/:student_id', 'Sessions'),
];
