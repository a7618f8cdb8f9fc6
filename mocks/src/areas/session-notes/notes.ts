// Writing a note: a draft saved as often as wanted (refused once completed), signatures given by image, completion
// once signed and checked (then the note is locked and the session's note state reads Signed), addenda after that.
import type { Db, User } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { instantAt, timestamp, today } from '../../kit/dates.js';
import { scheduleRows, sessionTable, type ScheduledSession, type ScheduleRow } from '../billing-schedule/sessions.js';
import { checksOf, type NoteCheck } from './checks.js';
import { noteMessages } from './messages.js';
import type { NoteField, NoteSignature, SessionNoteRow, SignerRole } from './rows.js';
import { fillShortCodes, shortCodeValues } from '../session-templates/index.js';
import { newKey, noteOfSession, notesTable } from './store.js';
import { helperOptions, isHelper, templateFor, type TemplateField } from './template.js';
import * as clock from '../../kit/clock.js';

const unheld = new Set(['Cancelled', 'No Show']);

/** The session's note state as the calendar and the session report read it. */
const noteStateOf = { draft: 'Pending', completed: 'Signed' } as const;

export function rowOf(db: Db, session: ScheduledSession): ScheduleRow {
  return scheduleRows(db, [session])[0]!;
}

/** The fields a note on the session follows now: its own (kept from its first save) or its template's. */
export function fieldsOf(db: Db, session: ScheduledSession, note: SessionNoteRow | undefined): NoteField[] {
  const withOptions = (field: NoteField) => (isHelper(field.kind) ? { ...field, options: helperOptions(db, session.student_id, field.kind) } : field);
  if (note) return note.fields.map(withOptions);
  return noteFields(db, session, templateFor(db, session).fields).map(withOptions);
}

/** The template's fields as a note on the session holds them: default texts with their short codes filled. */
function noteFields(db: Db, session: ScheduledSession, fields: readonly TemplateField[]): NoteField[] {
  const values = shortCodeValues(db, session);
  return fields.map(({ default_text, ...field }) => {
    const filled = default_text === null ? null : fillShortCodes(default_text, values);
    return { ...field, prefill: field.kind === 'date' && filled !== null ? apiDate(filled) : filled };
  });
}

/** A date field holds the API's YYYY-MM-DD; a short code fills dates as the practice prints them (MM/DD/YYYY). */
function apiDate(text: string): string {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return us ? `${us[3]}-${us[1]}-${us[2]}` : text;
}

/** Why no note can be written for the session now, or undefined. */
export function refusalToWrite(session: ScheduledSession): string | undefined {
  if (unheld.has(session.status)) return noteMessages.unheld(session.status);
  if (session.date > today()) return noteMessages.future;
  return undefined;
}

export type Answers = Record<string, string>;

/** The answers checked against the fields: unknown keys and choices outside the options are refused by field. */
export function answerProblems(fields: readonly NoteField[], answers: Answers): Record<string, string> {
  const problems: Record<string, string> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const [key, value] of Object.entries(answers)) {
    const field = byKey.get(key);
    if (!field) problems[key] = noteMessages.unknownField(key);
    else if (field.kind === 'choice' && value !== '' && !field.options.includes(value)) problems[key] = noteMessages.badChoice(field.label);
    else if (field.kind === 'multi_choice' && value.split('\n').some((line) => line !== '' && !field.options.includes(line)))
      problems[key] = noteMessages.badChoice(field.label);
  }
  return problems;
}

function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Saves the draft (creating the note on its first save); changed answers undo the signatures given on the old ones. */
export function saveDraft(db: Db, session: ScheduledSession, answers: Answers): SessionNoteRow {
  const table = notesTable(db);
  const note = currentNote(db, session);
  if (note) {
    const merged = { ...note.answers, ...answers };
    const changed = !sameAnswers(note.answers, merged);
    return table.update(note.id, { answers: merged, signatures: changed ? [] : note.signatures })!;
  }
  const template = templateFor(db, session);
  const fields = noteFields(db, session, template.fields);
  const prefilled = Object.fromEntries(fields.filter((field) => field.prefill !== null).map((field) => [field.key, field.prefill!]));
  sessionTable(db).update(session.id, { note_status: noteStateOf.draft });
  return table.insert({
    session_id: session.id,
    status: 'draft',
    template_id: template.id,
    template_name: template.name,
    requires_guardian_signature: template.guardian_required,
    fields,
    answers: { ...prefilled, ...answers },
    signatures: [],
    addenda: [],
    completed_at: null,
    completed_by_id: null,
    completed_by_name: null,
    storage_key: newKey(),
  });
}

/** Records a signature (replacing that role's earlier one). */
export function addSignature(db: Db, note: SessionNoteRow, signature: NoteSignature): SessionNoteRow {
  const others = note.signatures.filter((given) => given.role !== signature.role);
  return notesTable(db).update(note.id, { signatures: [...others, signature] })!;
}

/** Why the note cannot be completed, by field, or undefined when it can. */
export function refusalToComplete(note: SessionNoteRow, checks: readonly NoteCheck[], acknowledged: boolean): Record<string, string> | undefined {
  const missing = note.fields.find((field) => field.required && (note.answers[field.key] ?? '').trim() === '');
  if (missing) return { [missing.key]: noteMessages.required(missing.label) };
  const signed = (role: SignerRole) => note.signatures.some((signature) => signature.role === role);
  if (!signed('provider')) return { signatures: noteMessages.providerUnsigned };
  if (note.requires_guardian_signature && !signed('guardian')) return { signatures: noteMessages.guardianUnsigned };
  if (checks.some((check) => check.blocking)) return { checks: noteMessages.blocked };
  if (checks.length > 0 && !acknowledged) return { acknowledge_checks: noteMessages.acknowledge };
  return undefined;
}

export function complete(db: Db, note: SessionNoteRow, user: User, now = clock.now()): SessionNoteRow {
  sessionTable(db).update(note.session_id, { note_status: noteStateOf.completed });
  return notesTable(db).update(note.id, {
    status: 'completed',
    completed_at: timestamp(now),
    completed_by_id: user.id,
    completed_by_name: user.name,
  })!;
}

export function appendAddendum(db: Db, note: SessionNoteRow, user: User, text: string, now = clock.now()): SessionNoteRow {
  const id = note.addenda.reduce((max, addendum) => Math.max(max, addendum.id), 0) + 1;
  return notesTable(db).update(note.id, {
    addenda: [...note.addenda, { id, author_id: user.id, author_name: user.name, created_at: timestamp(now), text }],
  })!;
}

export { checksOf };

/** Sentences of the notes written before the portal kept them, chosen by the session's id. */
const earlierSentences = [
  'Worked on manding and tacting with fading prompts; responding improved across the session.',
  'Ran the playlist as planned; two targets met criterion and moved to maintenance.',
  'Short escape-maintained episodes during transitions, reduced with a visual timer.',
  'Caregiver observed the last twenty minutes and practised the token system.',
];

/**
 * The note of a session the seed says was written before the portal kept notes (Pending: a draft; Signed: completed
 * and signed by the session's staff member), made the first time it is read.
 */
function earlierNote(db: Db, session: ScheduledSession): NewRow<SessionNoteRow> | undefined {
  if (session.note_status !== 'Signed' && session.note_status !== 'Pending') return undefined;
  const template = templateFor(db, session);
  const fields = noteFields(db, session, template.fields);
  const answers = Object.fromEntries(
    fields.map((field, index) => {
      const pick = (list: readonly string[]) => list[(session.id + index) % list.length] ?? '';
      const written =
        field.kind === 'choice' ? pick(field.options) : field.kind === 'text' || field.kind === 'textarea' ? pick(earlierSentences) : '';
      return [field.key, field.prefill ?? written];
    }),
  );
  const completed = session.note_status === 'Signed';
  const [hours = 0, minutes = 0] = session.end_time.split(':').map(Number);
  const signedAt = timestamp(instantAt(session.date, hours + minutes / 60));
  const staffName = db.users.find(session.staff_id)?.name ?? '';
  return {
    session_id: session.id,
    status: completed ? 'completed' : 'draft',
    template_id: template.id,
    template_name: template.name,
    requires_guardian_signature: template.guardian_required,
    fields,
    answers,
    signatures: completed
      ? [
          {
            role: 'provider',
            user_id: session.staff_id,
            name: staffName,
            signed_at: signedAt,
            method: 'drawn',
            mime_type: 'image/png',
            storage_key: `seeded-${session.staff_id}`,
          },
        ]
      : [],
    addenda: [],
    completed_at: completed ? signedAt : null,
    completed_by_id: completed ? session.staff_id : null,
    completed_by_name: completed ? staffName : null,
    storage_key: newKey(),
  };
}

/** The session's note: the one written here, else the one written before (kept from its first read), else none. */
export function currentNote(db: Db, session: ScheduledSession): SessionNoteRow | undefined {
  const note = noteOfSession(db, session.id);
  if (note) return note;
  const earlier = earlierNote(db, session);
  return earlier ? notesTable(db).insert(earlier) : undefined;
}
