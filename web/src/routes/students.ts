// Students and the pages of one student; every per-student page takes :student_id.
import { area } from './define';
import { prefetchStudentList } from '../screens/students/list/prefetch';
import { screensOf } from './screens';
import type { AppRoute, ScreenLoader } from './types';

// The list's pages carry AG Grid; the record's pages share one chunk. None is in the initial bundle. The list itself
// loads alone, without the forms (date pickers, selects) of its sibling pages: it is the page most often opened.
const list = screensOf(() => import('../screens/students'));
const studentList: ScreenLoader = () => import('../screens/students/list/StudentList').then((module) => ({ Component: module.StudentList }));
const record = screensOf(() => import('../screens/students/record'));

const students = area({ label: 'Students', to: '/student' }, { permission: 'Student List' });

export const studentRoutes: AppRoute[] = [
  students('/student', 'Students', { screen: studentList, prefetch: prefetchStudentList }),
  students('/add-student', 'Add Student', { screen: list('Add') }),
  students('/edit-student/:student_id', 'Edit Student', { screen: list('Edit') }),
  students('/delete-student', 'Deleted Students', { screen: list('Deleted') }),

  students('/student-billing-calendar/:student_id', 'Billing Calendar', { screen: record('BillingCalendar') }),
  students('/student-contacts/:student_id', 'Contacts', { screen: record('Contacts') }),
  students('/add-student-contact/:student_id', 'Add Contact', { screen: record('AddContact') }),
  students('/edit-student-contact/:contact_id/:student_id', 'Edit Contact', { screen: record('EditContact') }),
  students('/delete-student-contact/:student_id', 'Deleted Contacts', { screen: record('DeletedContacts') }),
  students('/student-availability/:student_id', 'Availability', { screen: record('Availability') }),
  students('/student-staff/:student_id', 'Staff', { screen: record('Staff') }),
  students('/student-settings/:student_id', 'Settings', { screen: record('Settings') }),
  students('/student-files/:student_id/:active_component?', 'Files', { screen: record('Files') }),
  students('/student-folder-contents/:student_id/:folder_id', 'Folder Contents', { screen: record('FolderContents') }),
  students('/student-dropbox/:student_id', 'Dropbox Files', { screen: record('Dropbox') }),

  students('/student-assessments/:student_id', 'Assessments', { screen: record('Assessments') }),
  students('/student-skill-assessment/:student_id/:category_id', 'Skill Assessment', { screen: record('SkillAssessment') }),
  students('/student-preference-assessment/:student_id/:category_id', 'Preference Assessment', { screen: record('PreferenceAssessment') }),
  students('/student-health-assessment/:student_id/:category_id', 'Health Assessment', { screen: record('HealthAssessment') }),
  students('/student-assessments/:student_id/edit-assessment/:assessment_id', 'Edit Assessment', { screen: record('EditAssessment') }),
  students('/student-diagnosis/:student_id', 'Diagnosis', { screen: record('Diagnosis') }),
  students('/add-student-diagnosis/:student_id', 'Add Diagnosis', { screen: record('AddDiagnosis') }),
  students('/edit-student-diagnosis/:diagnosis_id/:student_id', 'Edit Diagnosis', { screen: record('EditDiagnosis') }),

  students('/student-funder/:student_id', 'Funders', { screen: record('Funders') }),
  students('/add-student-funder/:student_id', 'Add Funder', { screen: record('AddFunder') }),
  students('/edit-funder/:funder_id/:student_id', 'Edit Funder', { screen: record('EditFunder') }),

  students('/student-authorization/:student_id', 'Authorizations', { screen: record('Authorizations') }),
  students('/add-student-authorization/:student_id', 'Add Authorization', { screen: record('AddAuthorization') }),
  students('/copy-student-authorization/:edit_id/:student_id', 'Copy Authorization', { screen: record('CopyAuthorization') }),
  students('/edit-student-authorization/:edit_id/:student_id', 'Edit Authorization', { screen: record('EditAuthorization') }),

  students('/student-goals/:student_id', 'Goals', { screen: record('Goals') }),
  students('/add-student-goal/:student_id', 'Add Goal', { screen: record('AddGoal') }),
  students('/edit-student-goal/:edit_id/:student_id', 'Edit Goal', { screen: record('EditGoal') }),
  students('/student-prompt-codes/:student_id', 'Prompt Codes', { screen: record('PromptCodes') }),
  students('/add-student-prompt-code/:student_id', 'Add Prompt Code', { screen: record('AddPromptCode') }),
  students('/edit-student-prompt-code/:edit_id/:student_id', 'Edit Prompt Code', { screen: record('EditPromptCode') }),
  students('/student-behaviors/:student_id', 'Behaviors', { screen: record('Behaviors') }),
  students('/student-behaviors/add/:student_id', 'Add Behavior', { screen: record('AddBehavior') }),
  students('/student-behaviors/edit/:edit_id/:student_id', 'Edit Behavior', { screen: record('EditBehavior') }),

  students('/student-programs/:student_id', 'Programs', { screen: record('Programs') }),
  students('/student-programs/target-list/:student_id', 'Targets', { screen: record('Targets') }),
  students('/student-programs/category/:category_id/:student_id', 'Program Category', { screen: record('ProgramCategory') }),
  students('/student-programs/target/:category_id/:student_id', 'Program Targets', { screen: record('ProgramTargets') }),

  students('/student-data-entry/:student_id', 'Data Entry', { screen: record('DataEntry') }),
  students('/student-data-entry/behavior/:behavior_id/:student_id', 'Behavior Data Entry', { screen: record('BehaviorDataEntry') }),
  students('/student-data-entry/abc/:student_id', 'ABC Data Entry', { screen: record('AbcDataEntry') }),
  students('/student-data-entry/skill/:student_id/:encrypted?', 'Skill Data Entry', { screen: record('SkillDataEntry') }),
  students('/student-data-entry/skill-list/:student_id', 'Skill Data', { screen: record('SkillData') }),

  students('/student-intake-forms/:student_id', 'Intake Forms', { screen: record('IntakeForms') }),
  students('/student-intake-forms/add/:student_id', 'Add Intake Form', { screen: record('AddIntakeForm') }),
  students('/student-intake-forms/details/:detail_id/:student_id', 'Intake Form Details', { screen: record('IntakeFormDetails') }),
  students('/student-prompt-schedule/:student_id', 'Prompt Schedule', { screen: record('PromptSchedule') }),
  students('/student-interval-schedule/:student_id', 'Interval Schedule', { screen: record('IntervalSchedule') }),
  students('/student-activity-history/:student_id', 'Activity History', { screen: record('ActivityHistory') }),
  students('/student-workflows/:student_id', 'Workflows', { screen: record('Workflows') }),
  students('/student-sessions/:student_id', 'Sessions', { screen: record('Sessions') }),
  // The schema lets the Super Admin and office administrators read a student's trail; the page loads on its own.
  students('/student-access-trail/:student_id', 'Access trail', {
    userTypes: ['Office Administrator'],
    screen: () => import('../screens/audit/StudentAccessTrail').then((module) => ({ Component: module.StudentAccessTrail })),
  }),
];
