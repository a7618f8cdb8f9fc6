// The 23 sample-file types, each with the columns its import or conversion reads and a few
// example rows. Where the stand-in already has the import, `importPath` names it (and a test sends the sample to it:
// every row must import). The columns of imports this stand-in owns come from their declarations.
import { bcbaTaskColumns } from '../bcba-tasks/index.js';
import { noteHelperImportColumns } from '../note-helper-categories/index.js';
import { schoolImportColumns } from '../schools/index.js';
import { skillAreaColumns } from '../skill-areas/index.js';

export interface SampleType {
  type: string;
  /** What the file is for, as the sample files screen describes it. */
  title: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** The stand-in's call that imports the file, where it has one. */
  importPath?: string;
}

const goalColumns = ['student_name', 'goal_area', 'long_term_goal', 'short_term_objective', 'baseline', 'mastery_criteria', 'target_date'];
const goalRows = [
  [
    'Avery Sample',
    'Manding',
    'Avery will mand for 20 items using 3-word phrases.',
    'Avery will mand for 5 items with a vocal model.',
    '2 items',
    '80% over 3 sessions',
    '2026-06-30',
  ],
  [
    'Avery Sample',
    'Social Play',
    'Avery will take turns in a game with 2 peers.',
    'Avery will pass a toy when a peer asks.',
    '1 of 5 turns',
    '4 of 5 opportunities',
    '2026-06-30',
  ],
];
const placeholderColumns = ['placeholder', 'description', 'example_value'];

export const sampleTypes: readonly SampleType[] = [
  { type: 'doc-to-excel', title: 'Goal document to spreadsheet (goal generator)', headers: goalColumns, rows: goalRows },
  {
    type: 'excel-to-doc-doc',
    title: 'Spreadsheet to goal document: the document’s placeholders',
    headers: placeholderColumns,
    rows: [
      ['{{student_name}}', 'The student’s first and last name', 'Avery Sample'],
      ['{{goal_area}}', 'The skill area of the goal', 'Manding'],
      ['{{long_term_goal}}', 'The long-term goal text', 'Avery will mand for 20 items using 3-word phrases.'],
    ],
  },
  { type: 'excel-to-doc-excel', title: 'Spreadsheet to goal document: the spreadsheet', headers: goalColumns, rows: goalRows },
  {
    type: 'case-doc-to-excel',
    title: 'Case document to spreadsheet',
    headers: ['case_id', 'student_name', 'section', 'heading', 'content'],
    rows: [
      ['CASE-1001', 'Avery Sample', 'Background', 'Reason for referral', 'Referred by the pediatrician after an autism diagnosis.'],
      ['CASE-1001', 'Avery Sample', 'Assessment', 'VB-MAPP summary', 'Level 1 milestones mostly met; gaps in manding and listener skills.'],
    ],
  },
  {
    type: 'case-excel-to-doc-doc',
    title: 'Case spreadsheet to document: the document’s placeholders',
    headers: placeholderColumns,
    rows: [
      ['{{case_id}}', 'The case number', 'CASE-1001'],
      ['{{diagnosis_code}}', 'ICD-10 code of the primary diagnosis', 'F84.0'],
      ['{{funder}}', 'The funder of the case', 'Sample Health Plan'],
    ],
  },
  {
    type: 'case-excel-to-doc-excel',
    title: 'Case spreadsheet to document: the spreadsheet',
    headers: ['case_id', 'student_name', 'dob', 'diagnosis_code', 'funder', 'section', 'content'],
    rows: [['CASE-1001', 'Avery Sample', '2019-04-12', 'F84.0', 'Sample Health Plan', 'Background', 'Lives with both parents and a sibling.']],
  },
  {
    type: 'student-import-auth-data',
    title: 'Student authorizations',
    headers: [
      'client_code',
      'first_name',
      'last_name',
      'dob',
      'funder',
      'authorization_number',
      'service_line',
      'billing_code',
      'start_date',
      'end_date',
      'total_units',
      'unit_type',
    ],
    rows: [
      [
        'C-0001',
        'Avery',
        'Sample',
        '2019-04-12',
        'Sample Health Plan',
        'AUTH-55501',
        'ABA Therapy',
        '97153',
        '2026-01-01',
        '2026-06-30',
        '1040',
        '15 minutes',
      ],
    ],
  },
  {
    type: 'import-student',
    title: 'Students',
    headers: ['first_name', 'last_name', 'dob', 'gender', 'agency_id', 'email', 'phone', 'primary_language'],
    rows: [
      ['Avery', 'Samplefield', '2019-04-12', 'Male', '1', 'avery.family@example.test', '(555) 010-1001', 'English'],
      ['Rowan', 'Samplefield', '2017-09-30', 'Female', '2', 'rowan.family@example.test', '(555) 010-1002', 'Spanish'],
    ],
    importPath: 'student-import',
  },
  {
    type: 'import-staff',
    title: 'Staff',
    headers: ['first_name', 'last_name', 'email', 'phone', 'user_type', 'title', 'status', 'hire_date'],
    rows: [['Jamie', 'Sample', 'jamie.sample@practice.test', '(555) 010-2001', 'Therapist', 'RBT', '1', '2026-01-05']],
  },
  {
    type: 'import-payroll',
    title: 'Payroll hours',
    headers: ['staff_email', 'pay_period_start', 'pay_period_end', 'regular_hours', 'overtime_hours', 'hourly_rate'],
    rows: [['jamie.sample@practice.test', '2026-01-01', '2026-01-15', '72.5', '0', '24.00']],
  },
  {
    type: 'import-staff-checks',
    title: 'Staff background checks',
    headers: ['staff_email', 'check_type', 'check_date', 'expiration_date', 'result'],
    rows: [['jamie.sample@practice.test', 'Fingerprint clearance', '2025-12-10', '2027-12-10', 'Cleared']],
  },
  {
    type: 'import-document_label-settings',
    title: 'Staff document labels',
    headers: ['label', 'staff_title', 'required', 'expires_after_days'],
    rows: [
      ['CPR Certification', 'RBT', '1', '730'],
      ['RBT Certificate', 'RBT', '1', '365'],
    ],
  },
  {
    type: 'import-appointments',
    title: 'Appointments',
    headers: ['client_code', 'staff_email', 'service', 'billing_code', 'place_of_service', 'date', 'start_time', 'end_time', 'status'],
    rows: [['C-0001', 'jamie.sample@practice.test', 'Direct Therapy', '97153', '12', '2026-02-02', '09:00', '12:00', 'Scheduled']],
  },
  {
    type: 'import-merge-field',
    title: 'Template merge fields',
    headers: ['name', 'short_code', 'source_table', 'source_field', 'description'],
    rows: [['Student first name', '[student_first_name]', 'students', 'first_name', 'The student’s first name.']],
  },
  {
    type: 'import-session-data',
    title: 'Session data (trials)',
    headers: ['client_code', 'session_date', 'program', 'target', 'trial', 'response', 'prompt_code'],
    rows: [
      ['C-0001', '2026-02-02', 'Manding', 'Requests ball', '1', '+', 'IND'],
      ['C-0001', '2026-02-02', 'Manding', 'Requests ball', '2', '-', 'PV'],
    ],
  },
  {
    type: 'import-goal',
    title: 'Goals (mass goal import)',
    headers: ['client_code', 'skill_area', 'goal', 'target', 'target_accuracy', 'status'],
    rows: [['C-0001', 'Manding', 'Requests preferred items with 2-word phrases', 'Requests ball', '80% over 3 consecutive sessions', 'Acquisition']],
  },
  {
    type: 'import-certification',
    title: 'Certifications',
    headers: ['name', 'abbreviation', 'issuing_body', 'validity_months', 'description', 'status'],
    rows: [['Sample Autism Specialist Credential', 'SASC', 'Sample Credentialing Board', '24', 'An example row: replace it with your own.', '1']],
    importPath: 'import-certifications',
  },
  {
    type: 'import-service-line',
    title: 'Service lines',
    headers: ['name', 'code', 'description', 'status'],
    rows: [['Sample Feeding Therapy', 'SFT', 'An example row: replace it with your own.', '1']],
    importPath: 'import-service-line',
  },
  {
    type: 'import-services',
    title: 'Services',
    headers: ['name', 'service_line', 'description', 'unit_minutes', 'status'],
    rows: [['Sample Parent Coaching', 'ABA-CB', 'An example row: replace it with your own.', '15', '1']],
    importPath: 'import-services',
  },
  {
    type: 'import-skill-area',
    title: 'Skill areas',
    headers: skillAreaColumns,
    rows: [
      ['Sample Turn-Taking', 'STT', 'An example row: replace it with your own.', '1'],
      ['Sample Money Skills', 'SMS', 'Counting coins and paying at a till.', '1'],
    ],
    importPath: 'import-skill-area',
  },
  {
    type: 'import-bcba-task',
    title: 'BCBA tasks',
    headers: bcbaTaskColumns,
    rows: [['S-1', 'Sample: review session notes weekly', 'Supervision', 'An example row: replace it with your own.', '1']],
    importPath: 'import-bcba-task',
  },
  {
    type: 'note-helper-category-import',
    title: 'Note helper categories',
    headers: noteHelperImportColumns,
    rows: [
      ['Sample Community Outing', 'Location Visited', 'Where the session took place.'],
      ['Sample Community Outing', 'Skills Practised', 'What the learner practised in the community.'],
    ],
    importPath: 'note-helper-category-import',
  },
  {
    type: 'school-import',
    title: 'Schools',
    headers: schoolImportColumns,
    rows: [
      [
        'Sample Harbor Elementary School',
        'Public',
        'Sample Unified School District',
        'office@sample-harbor.k12.test',
        '(555) 010-3001',
        '1 Harbor Way',
        'Portsmouth',
        'NH',
        '03801',
        '1',
      ],
    ],
    importPath: 'school-import',
  },
];
