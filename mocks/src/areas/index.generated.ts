// Written by mocks/codegen/area-index.ts (`npm run codegen`) from the folders under src/areas/; do not edit.
import type { Area } from '../server/area.js';
import { agenciesArea } from './agencies/index.js';
import { appointmentsArea } from './appointments/index.js';
import { assessmentsArea } from './assessments/index.js';
import { authArea } from './auth/index.js';
import { bcbaTasksArea } from './bcba-tasks/index.js';
import { behaviorCategoriesArea } from './behavior-categories/index.js';
import { billingCodesArea } from './billing-codes/index.js';
import { billingScheduleArea } from './billing-schedule/index.js';
import { caseDocumentsArea } from './case-documents/index.js';
import { certificationsArea } from './certifications/index.js';
import { checklistsArea } from './checklists/index.js';
import { classesArea } from './classes/index.js';
import { clientPortalArea } from './client-portal/index.js';
import { coverageTypesArea } from './coverage-types/index.js';
import { diagnosesArea } from './diagnoses/index.js';
import { eligibilityArea } from './eligibility/index.js';
import { faxArea } from './fax/index.js';
import { filesArea } from './files/index.js';
import { fundersArea } from './funders/index.js';
import { goalActivityArea } from './goal-activity/index.js';
import { goalAttributesArea } from './goal-attributes/index.js';
import { goalGeneratorArea } from './goal-generator/index.js';
import { goalHeadersArea } from './goal-headers/index.js';
import { goalsArea } from './goals/index.js';
import { graphsArea } from './graphs/index.js';
import { groupSchedulesArea } from './group-schedules/index.js';
import { groupTemplateLessonsArea } from './group-template-lessons/index.js';
import { groupsArea } from './groups/index.js';
import { helpDeskArea } from './help-desk/index.js';
import { invoicesArea } from './invoices/index.js';
import { locationsArea } from './locations/index.js';
import { lookupsArea } from './lookups/index.js';
import { messagesArea } from './messages/index.js';
import { monitoringArea } from './monitoring/index.js';
import { noteHelperCategoriesArea } from './note-helper-categories/index.js';
import { organizationsArea } from './organizations/index.js';
import { packagesArea } from './packages/index.js';
import { payrollArea } from './payroll/index.js';
import { permissionSetupArea } from './permission-setup/index.js';
import { practiceImportsArea } from './practice-imports/index.js';
import { programsArea } from './programs/index.js';
import { promptCodesArea } from './prompt-codes/index.js';
import { reinforcementsArea } from './reinforcements/index.js';
import { remindersArea } from './reminders/index.js';
import { rethinkArea } from './rethink/index.js';
import { rolesArea } from './roles/index.js';
import { sampleFilesArea } from './sample-files/index.js';
import { schoolsArea } from './schools/index.js';
import { serviceLinesArea } from './service-lines/index.js';
import { servicesArea } from './services/index.js';
import { sessionNotesArea } from './session-notes/index.js';
import { sessionQueueArea } from './session-queue/index.js';
import { sessionSignaturesArea } from './session-signatures/index.js';
import { sessionTemplateSetupArea } from './session-template-setup/index.js';
import { sessionTemplatesArea } from './session-templates/index.js';
import { sheetLinksArea } from './sheet-links/index.js';
import { signaturesArea } from './signatures/index.js';
import { skillAreasArea } from './skill-areas/index.js';
import { spreadsheetImportsArea } from './spreadsheet-imports/index.js';
import { staffArea } from './staff/index.js';
import { staffAvailabilityArea } from './staff-availability/index.js';
import { staffDocumentsArea } from './staff-documents/index.js';
import { staffTitlesArea } from './staff-titles/index.js';
import { stageStatusesArea } from './stage-statuses/index.js';
import { studentActivityArea } from './student-activity/index.js';
import { studentAssessmentsArea } from './student-assessments/index.js';
import { studentAuthorizationsArea } from './student-authorizations/index.js';
import { studentAvailabilityArea } from './student-availability/index.js';
import { studentBehaviorsArea } from './student-behaviors/index.js';
import { studentContactsArea } from './student-contacts/index.js';
import { studentDataEntryArea } from './student-data-entry/index.js';
import { studentFilesArea } from './student-files/index.js';
import { studentFundersArea } from './student-funders/index.js';
import { studentIntakeFormsArea } from './student-intake-forms/index.js';
import { studentProgramsArea } from './student-programs/index.js';
import { studentPromptCodesArea } from './student-prompt-codes/index.js';
import { studentSessionsArea } from './student-sessions/index.js';
import { studentStaffArea } from './student-staff/index.js';
import { studentsArea } from './students/index.js';
import { targetAccuracyArea } from './target-accuracy/index.js';
import { targetPromoCodesArea } from './target-promo-codes/index.js';
import { templatesArea } from './templates/index.js';
import { timePunchArea } from './time-punch/index.js';
import { usersArea } from './users/index.js';
import { workflowsArea } from './workflows/index.js';

/** Every area, by folder; src/areas/index.ts puts them in registration order. */
export const discoveredAreas: readonly Area[] = [
  agenciesArea,
  appointmentsArea,
  assessmentsArea,
  authArea,
  bcbaTasksArea,
  behaviorCategoriesArea,
  billingCodesArea,
  billingScheduleArea,
  caseDocumentsArea,
  certificationsArea,
  checklistsArea,
  classesArea,
  clientPortalArea,
  coverageTypesArea,
  diagnosesArea,
  eligibilityArea,
  faxArea,
  filesArea,
  fundersArea,
  goalActivityArea,
  goalAttributesArea,
  goalGeneratorArea,
  goalHeadersArea,
  goalsArea,
  graphsArea,
  groupSchedulesArea,
  groupTemplateLessonsArea,
  groupsArea,
  helpDeskArea,
  invoicesArea,
  locationsArea,
  lookupsArea,
  messagesArea,
  monitoringArea,
  noteHelperCategoriesArea,
  organizationsArea,
  packagesArea,
  payrollArea,
  permissionSetupArea,
  practiceImportsArea,
  programsArea,
  promptCodesArea,
  reinforcementsArea,
  remindersArea,
  rethinkArea,
  rolesArea,
  sampleFilesArea,
  schoolsArea,
  serviceLinesArea,
  servicesArea,
  sessionNotesArea,
  sessionQueueArea,
  sessionSignaturesArea,
  sessionTemplateSetupArea,
  sessionTemplatesArea,
  sheetLinksArea,
  signaturesArea,
  skillAreasArea,
  spreadsheetImportsArea,
  staffArea,
  staffAvailabilityArea,
  staffDocumentsArea,
  staffTitlesArea,
  stageStatusesArea,
  studentActivityArea,
  studentAssessmentsArea,
  studentAuthorizationsArea,
  studentAvailabilityArea,
  studentBehaviorsArea,
  studentContactsArea,
  studentDataEntryArea,
  studentFilesArea,
  studentFundersArea,
  studentIntakeFormsArea,
  studentProgramsArea,
  studentPromptCodesArea,
  studentSessionsArea,
  studentStaffArea,
  studentsArea,
  targetAccuracyArea,
  targetPromoCodesArea,
  templatesArea,
  timePunchArea,
  usersArea,
  workflowsArea,
];
