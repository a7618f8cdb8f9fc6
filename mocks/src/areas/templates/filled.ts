// A template filled for one student: the filled DOCX (Word), the PDF and the HTML shown in the preview, and the
// codes that had no value for the student.
import type { Db } from '../../db/index.js';
import { fullName, type Student } from '../students/student.js';
import { fillPdf, fillWord, pdfHtml, wordHtml, wordPdf } from './fill.js';
import { valuesFor } from './merge-fields.js';
import { shortCodeValues, templateCodes, type DocumentTemplate } from './tables.js';
import { knownCodes } from './writes.js';

export interface FilledTemplate {
  student: Student;
  docx: Buffer | null;
  pdf: Uint8Array;
  html: string;
  missing: string[];
  /** The file names the downloads are offered under: the template's name and the student's. */
  baseName: string;
}

/** Undefined when the student is not found. */
export async function fillTemplate(template: DocumentTemplate, studentId: number, db: Db): Promise<FilledTemplate | undefined> {
  const found = valuesFor(studentId, db, shortCodeValues(db));
  if (!found) return undefined;
  const { values, student } = found;
  const codes = templateCodes(template, knownCodes(db));
  const missing = found.missing.filter((code) => codes.includes(code));
  const baseName = `${template.name} - ${fullName(student)}`.replace(/[^\w .()-]+/g, '').trim();
  if (template.kind === 'word') {
    const docx = fillWord(template.body, values);
    return { student, docx, pdf: await wordPdf(docx, template.name), html: await wordHtml(docx), missing, baseName };
  }
  const pdf = await fillPdf(template.body, values, template.placements);
  return { student, docx: null, pdf, html: pdfHtml(template.name, codes, values), missing, baseName };
}
