// Case documents and the templates they are made from.
import type { Row } from '../../db/table.js';

export const caseStatuses = ['Open', 'Closed'] as const;

export interface CaseDocumentTemplate extends Row {
  name: string;
  description: string | null;
  /** The sections a case document starts with, one a line. */
  sections: string | null;
  status: number;
}

export interface CaseDocument extends Row {
  title: string;
  student_id: number;
  case_document_template_id: number | null;
  /** YYYY-MM-DD. */
  opened_on: string;
  case_status: string;
  content: string | null;
}
