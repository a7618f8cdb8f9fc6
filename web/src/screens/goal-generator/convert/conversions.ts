// The three conversions the goal generator offers, each said once: what it reads, which templates it offers, what
// it needs on the form and what it writes.
import type { GoalConversionKind, SampleFileType } from '../../../gql/graphql';

export interface Conversion {
  kind: GoalConversionKind;
  title: string;
  /** What the page says the conversion does (and, for V-II, what differs). */
  summary: string;
  /** The file the person picks. */
  accept: string;
  input: 'Word document (.docx)' | 'spreadsheet (.xlsx)';
  /** The template types this conversion offers. */
  templateTypes: readonly SampleFileType[];
  /** Whether the student is named on the form (one student per document) when the template marks none. */
  studentOnForm: boolean;
  /** Whether only templates with a student marker fit. */
  needsStudentMarker: boolean;
  /** The file the conversion writes. */
  output: 'xlsx' | 'docx';
}

const wordTypes: readonly SampleFileType[] = ['DOC_TO_EXCEL', 'CASE_DOC_TO_EXCEL'];
const sheetTypes: readonly SampleFileType[] = ['EXCEL_TO_DOC_DOC', 'EXCEL_TO_DOC_EXCEL', 'CASE_EXCEL_TO_DOC_DOC', 'CASE_EXCEL_TO_DOC_EXCEL'];

export const docToExcel: Conversion = {
  kind: 'DOC_TO_EXCEL',
  title: 'Doc to Excel',
  summary:
    'Reads one student’s Word document of goals — skill areas, goals and targets marked as the template says — into rows you can correct, then writes them as a spreadsheet.',
  accept: '.docx',
  input: 'Word document (.docx)',
  templateTypes: wordTypes,
  studentOnForm: true,
  needsStudentMarker: false,
  output: 'xlsx',
};

export const docToExcelV2: Conversion = {
  kind: 'DOC_TO_EXCEL_V2',
  title: 'Doc to Excel V-II',
  summary:
    'Version II reads several students from one Word document: each student starts at the template’s student marker (a Title, say), so only templates with a student marker are offered, and the student column is filled from the document instead of the form.',
  accept: '.docx',
  input: 'Word document (.docx)',
  templateTypes: wordTypes,
  studentOnForm: false,
  needsStudentMarker: true,
  output: 'xlsx',
};

export const excelToDoc: Conversion = {
  kind: 'EXCEL_TO_DOC',
  title: 'Excel to Doc',
  summary:
    'Reads a spreadsheet whose header row has the template’s column names, and writes a Word document in the template’s layout: each skill area, goal and target as the style or list item the template names.',
  accept: '.xlsx',
  input: 'spreadsheet (.xlsx)',
  templateTypes: sheetTypes,
  studentOnForm: false,
  needsStudentMarker: false,
  output: 'docx',
};
