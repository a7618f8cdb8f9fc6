// Every area of the practice API the stand-in answers, in registration order. A new area is a folder under
// src/areas/ and one line here.
import type { Area } from '../server/area.js';
import { agenciesArea } from './agencies/index.js';
import { authArea } from './auth/index.js';
import { helpDeskArea } from './help-desk/index.js';
import { organizationsArea } from './organizations/index.js';
import { serviceLinesArea } from './service-lines/index.js';
import { servicesArea } from './services/index.js';
import { packagesArea } from './packages/index.js';
// The setup records (billing codes before funders: the funder–billing-code links are seeded from them).
import { assessmentsArea } from './assessments/index.js';
import { behaviorCategoriesArea } from './behavior-categories/index.js';
import { billingCodesArea } from './billing-codes/index.js';
import { certificationsArea } from './certifications/index.js';
import { checklistsArea } from './checklists/index.js';
import { diagnosesArea } from './diagnoses/index.js';
import { locationsArea } from './locations/index.js';
import { programsArea } from './programs/index.js';
import { remindersArea } from './reminders/index.js';
import { messagesArea } from './messages/index.js';
import { sessionTemplateSetupArea } from './session-template-setup/index.js';
import { stageStatusesArea } from './stage-statuses/index.js';
// Funders after billing codes' area, when it is registered: the funder–billing-code links are seeded from it.
import { fundersArea } from './funders/index.js';

// Students last: their seeds point at the agencies, funders, services and billing codes seeded above.
import { studentsArea } from './students/index.js';
import { eligibilityArea } from './eligibility/index.js';
import { graphsArea } from './graphs/index.js';
import { templatesArea } from './templates/index.js';
import { caseDocumentsArea } from './case-documents/index.js';
import { clientPortalArea } from './client-portal/index.js';
import { filesArea } from './files/index.js';
import { studentAuthorizationsArea } from './student-authorizations/index.js';
import { studentActivityArea } from './student-activity/index.js';
import { studentContactsArea } from './student-contacts/index.js';
import { studentAvailabilityArea } from './student-availability/index.js';
import { studentStaffArea } from './student-staff/index.js';
import { studentFilesArea } from './student-files/index.js';
import { studentAssessmentsArea } from './student-assessments/index.js';
import { studentFundersArea } from './student-funders/index.js';
import { studentProgramsArea } from './student-programs/index.js';
import { studentPromptCodesArea } from './student-prompt-codes/index.js';
import { studentBehaviorsArea } from './student-behaviors/index.js';
import { studentDataEntryArea } from './student-data-entry/index.js';
import { studentIntakeFormsArea } from './student-intake-forms/index.js';
import { workflowsArea } from './workflows/index.js';
import { studentSessionsArea } from './student-sessions/index.js';
import { payrollArea } from './payroll/index.js';

// The reference lists, people lookups, roles and permissions, sample files (after students and users: groups
// and classes are seeded from them; skill areas before goals; the permission catalogue before roles).
import { lookupsArea } from './lookups/index.js';
import { usersArea } from './users/index.js';
import { skillAreasArea } from './skill-areas/index.js';
import { bcbaTasksArea } from './bcba-tasks/index.js';
import { targetAccuracyArea } from './target-accuracy/index.js';
import { targetPromoCodesArea } from './target-promo-codes/index.js';
import { coverageTypesArea } from './coverage-types/index.js';
import { reinforcementsArea } from './reinforcements/index.js';
import { groupTemplateLessonsArea } from './group-template-lessons/index.js';
import { promptCodesArea } from './prompt-codes/index.js';
import { schoolsArea } from './schools/index.js';
import { noteHelperCategoriesArea } from './note-helper-categories/index.js';
import { sessionTemplatesArea } from './session-templates/index.js';
import { goalAttributesArea } from './goal-attributes/index.js';
import { goalsArea } from './goals/index.js';
import { goalActivityArea } from './goal-activity/index.js';
import { goalGeneratorArea } from './goal-generator/index.js';
import { goalHeadersArea } from './goal-headers/index.js';
import { groupsArea } from './groups/index.js';
import { classesArea } from './classes/index.js';
import { permissionSetupArea } from './permission-setup/index.js';
import { rolesArea } from './roles/index.js';
import { staffTitlesArea } from './staff-titles/index.js';
import { staffArea } from './staff/index.js';
import { staffDocumentsArea } from './staff-documents/index.js';
import { sampleFilesArea } from './sample-files/index.js';
import { timePunchArea } from './time-punch/index.js';
import { monitoringArea } from './monitoring/index.js';
import { practiceImportsArea } from './practice-imports/index.js';
import { rethinkArea } from './rethink/index.js';
import { sheetLinksArea } from './sheet-links/index.js';
import { sessionQueueArea } from './session-queue/index.js';
import { spreadsheetImportsArea } from './spreadsheet-imports/index.js';
import { invoicesArea } from './invoices/index.js';
import { faxArea } from './fax/index.js';
import { signaturesArea } from './signatures/index.js';
import { staffAvailabilityArea } from './staff-availability/index.js';
import { appointmentsArea } from './appointments/index.js';
import { groupSchedulesArea } from './group-schedules/index.js';
import { billingScheduleArea } from './billing-schedule/index.js';
import { sessionSignaturesArea } from './session-signatures/index.js';
import { sessionNotesArea } from './session-notes/index.js';

export const areas: readonly Area[] = [
  authArea,
  helpDeskArea,
  agenciesArea,
  organizationsArea,
  serviceLinesArea,
  servicesArea,
  packagesArea,
  billingCodesArea,
  certificationsArea,
  diagnosesArea,
  programsArea,
  locationsArea,
  assessmentsArea,
  stageStatusesArea,
  checklistsArea,
  behaviorCategoriesArea,
  sessionTemplateSetupArea,
  remindersArea,
  messagesArea,
  fundersArea,
  studentsArea,
  studentAuthorizationsArea,
  studentActivityArea,
  studentContactsArea,
  studentAvailabilityArea,
  studentStaffArea,
  studentFilesArea,
  studentAssessmentsArea,
  studentFundersArea,
  studentProgramsArea,
  studentPromptCodesArea,
  studentBehaviorsArea,
  studentDataEntryArea,
  studentIntakeFormsArea,
  workflowsArea,
  studentSessionsArea,
  payrollArea,
  lookupsArea,
  usersArea,
  skillAreasArea,
  bcbaTasksArea,
  targetAccuracyArea,
  targetPromoCodesArea,
  coverageTypesArea,
  reinforcementsArea,
  groupTemplateLessonsArea,
  promptCodesArea,
  schoolsArea,
  noteHelperCategoriesArea,
  sessionTemplatesArea,
  goalAttributesArea,
  goalsArea,
  goalActivityArea,
  goalGeneratorArea,
  goalHeadersArea,
  groupsArea,
  classesArea,
  permissionSetupArea,
  rolesArea,
  staffTitlesArea,
  staffArea,
  staffDocumentsArea,
  sampleFilesArea,
  timePunchArea,
  signaturesArea,
  staffAvailabilityArea,
  appointmentsArea,
  groupSchedulesArea,
  billingScheduleArea,
  sessionSignaturesArea,
  sessionNotesArea,
  sessionQueueArea,
  spreadsheetImportsArea,
  invoicesArea,
  faxArea,
  templatesArea,
  caseDocumentsArea,
  clientPortalArea,
  filesArea,
  eligibilityArea,
  graphsArea,
  monitoringArea,
  practiceImportsArea,
  sheetLinksArea,
  rethinkArea,
];
