import type { SampleFileType } from '../../gql/graphql';

/** The 23 sample file types, as the schema names them and as the API spells them. */
export const SAMPLE_FILE_TYPES: ReadonlyArray<[SampleFileType, string]> = [
  ['DOC_TO_EXCEL', 'doc-to-excel'],
  ['EXCEL_TO_DOC_DOC', 'excel-to-doc-doc'],
  ['EXCEL_TO_DOC_EXCEL', 'excel-to-doc-excel'],
  ['CASE_DOC_TO_EXCEL', 'case-doc-to-excel'],
  ['CASE_EXCEL_TO_DOC_DOC', 'case-excel-to-doc-doc'],
  ['CASE_EXCEL_TO_DOC_EXCEL', 'case-excel-to-doc-excel'],
  ['STUDENT_IMPORT_AUTH_DATA', 'student-import-auth-data'],
  ['IMPORT_STUDENT', 'import-student'],
  ['IMPORT_STAFF', 'import-staff'],
  ['IMPORT_PAYROLL', 'import-payroll'],
  ['IMPORT_STAFF_CHECKS', 'import-staff-checks'],
  ['IMPORT_DOCUMENT_LABEL_SETTINGS', 'import-document_label-settings'],
  ['IMPORT_APPOINTMENTS', 'import-appointments'],
  ['IMPORT_MERGE_FIELD', 'import-merge-field'],
  ['IMPORT_SESSION_DATA', 'import-session-data'],
  ['IMPORT_GOAL', 'import-goal'],
  ['IMPORT_CERTIFICATION', 'import-certification'],
  ['IMPORT_SERVICE_LINE', 'import-service-line'],
  ['IMPORT_SERVICES', 'import-services'],
  ['IMPORT_SKILL_AREA', 'import-skill-area'],
  ['IMPORT_BCBA_TASK', 'import-bcba-task'],
  ['NOTE_HELPER_CATEGORY_IMPORT', 'note-helper-category-import'],
  ['SCHOOL_IMPORT', 'school-import'],
];

export function typeName(type: SampleFileType): string {
  return SAMPLE_FILE_TYPES.find(([value]) => value === type)?.[1] ?? type;
}
