// A template filled from a session (or the sample session): each text with its short codes filled, the note-helper
// blocks with the student's targets or playlists and their category's sentences, and for a PDF template the PDF
// filled by pdf-lib.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import type { StudentSession } from '../student-sessions/session.js';
import { helperSentences, studentPlaylist } from './note-helper.js';
import { apiBase, fileUrl, filledPdf, keepPdf, newStorageKey, templatePdf, type PlacedText } from './pdf.js';
import { fillShortCodes, sampleShortCodeValues, shortCodes, shortCodeValues, targetsRun } from './short-codes.js';
import type { SessionTemplate, TemplateField } from './template.js';

const sampleTargets = ['Manding for Items: Ball', 'Manding for Items: Cup', 'Greetings: Wave hello'];

interface PreviewField {
  field_id: string;
  kind: TemplateField['kind'];
  label: string;
  required: boolean;
  text: string | null;
  options: string[];
  signer: TemplateField['signer'];
  items: string[];
  helper_sentences: string[];
  placement: TemplateField['placement'];
}

function blockItems(db: Db, field: TemplateField, session: StudentSession | undefined): string[] {
  if (field.kind === 'program_target') return session ? targetsRun(db, session.student_id) : sampleTargets;
  if (field.kind === 'playlist') {
    if (!session) return sampleTargets.map((item, index) => `${index + 1}. ${item}`);
    return studentPlaylist(db, session.student_id).map((item) => `${item.position}. ${item.program_name}: ${item.target_name}`);
  }
  return [];
}

function previewField(db: Db, field: TemplateField, values: Record<string, string>, session: StudentSession | undefined): PreviewField {
  return {
    field_id: field.id,
    kind: field.kind,
    label: fillShortCodes(field.label, values),
    required: field.required,
    text: field.default_text === null ? null : fillShortCodes(field.default_text, values),
    options: field.options,
    signer: field.signer,
    items: blockItems(db, field, session),
    helper_sentences: helperSentences(db, field.note_helper_category_id),
    placement: field.placement,
  };
}

/** What a field reads as on a filled PDF. */
function pdfText(field: PreviewField): string {
  if (field.kind === 'signature') return '______________________________';
  if (field.kind === 'choice' || field.kind === 'multi_choice') return field.options.map((option) => `[ ] ${option}`).join('   ');
  if (field.items.length > 0) return field.items.join('; ');
  return field.text ?? '';
}

export async function previewOf(req: Request, db: Db, template: SessionTemplate, session: StudentSession | undefined) {
  const values = session ? shortCodeValues(db, session) : sampleShortCodeValues();
  const sections = template.sections.map((section) => ({
    id: section.id,
    title: fillShortCodes(section.title, values),
    fields: section.fields.map((field) => previewField(db, field, values, session)),
  }));
  let pdfUrl: string | null = null;
  const bytes = template.source_type === 'pdf' ? templatePdf(db, template) : undefined;
  if (bytes) {
    const placed: PlacedText[] = sections.flatMap((section) =>
      section.fields.flatMap((field) => (field.placement ? [{ placement: field.placement, label: field.label, text: pdfText(field) }] : [])),
    );
    const key = newStorageKey();
    const fileName = `${template.name.replace(/[^\w .()-]+/g, '').trim() || 'template'} preview.pdf`;
    keepPdf(db, key, await filledPdf(bytes, placed), fileName);
    pdfUrl = fileUrl(apiBase(req), key, fileName);
  }
  return {
    template_id: template.id,
    name: template.name,
    source_type: template.source_type,
    session_id: session?.id ?? null,
    sample: !session,
    short_codes: shortCodes.map((entry) => ({ code: entry.code, value: values[entry.code] ?? '' })),
    sections,
    guardian_signature_required: template.guardian_signature_required,
    pdf_url: pdfUrl,
  };
}
