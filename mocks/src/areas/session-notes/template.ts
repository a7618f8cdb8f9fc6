// The template a session's note follows (the templates area chooses it: the active template of the session's billing
// code, else of its service), and its fields as the note shows them; a session no template covers is written on the
// practice's standard note. Signature fields are the note's signatures, not fields to answer. The note-helper blocks
// list the student's program targets, or the playlists in order.
import type { Db } from '../../db/index.js';
import type { StudentSession } from '../student-sessions/session.js';
import { fieldsOf as templateFields, templateFor as chooseTemplate, templatesTable, type SessionTemplate } from '../session-templates/index.js';
import { studentPlaylist, studentTargets } from '../session-templates/note-helper.js';
import type { NoteFieldKind } from './rows.js';

export interface TemplateField {
  key: string;
  label: string;
  kind: NoteFieldKind;
  required: boolean;
  options: string[];
  default_text: string | null;
}

export interface NoteTemplate {
  id: number | null;
  name: string;
  guardian_required: boolean;
  fields: TemplateField[];
}

/** The practice's standard note, for a session whose billing code and service no template covers. */
export const standardTemplate: NoteTemplate = {
  id: null,
  name: 'Standard session note',
  guardian_required: false,
  fields: [
    {
      key: 'summary',
      label: 'Session summary',
      kind: 'textarea',
      required: true,
      options: [],
      default_text: '{student_name} attended {service} on {session_date} from {start_time} to {end_time} ({units} units).',
    },
    { key: 'targets', label: 'Program targets run', kind: 'program_target', required: false, options: [], default_text: null },
    { key: 'playlist', label: 'Playlist', kind: 'playlist', required: false, options: [], default_text: null },
    { key: 'caregiver', label: 'Caregiver present', kind: 'choice', required: true, options: ['Yes', 'No'], default_text: null },
    { key: 'behaviors', label: 'Behaviors observed', kind: 'textarea', required: false, options: [], default_text: null },
    { key: 'next_steps', label: 'Plan for next session', kind: 'text', required: false, options: [], default_text: null },
  ],
};

function noteTemplateOf(template: SessionTemplate): NoteTemplate {
  const fields = templateFields(template);
  return {
    id: template.id,
    name: template.name,
    guardian_required: template.guardian_signature_required || fields.some((field) => field.kind === 'signature' && field.signer === 'guardian'),
    fields: fields.flatMap((field) =>
      field.kind === 'signature'
        ? []
        : [
            {
              key: field.id,
              label: field.label,
              kind: field.kind,
              required: field.required,
              options: field.options,
              default_text: field.default_text,
            },
          ],
    ),
  };
}

export function templateFor(db: Db, session: Pick<StudentSession, 'service_id' | 'hcode'>): NoteTemplate {
  const templates = db.defineTable<SessionTemplate>(templatesTable);
  const chosen = chooseTemplate(templates, session.service_id, session.hcode);
  return chosen ? noteTemplateOf(chosen) : standardTemplate;
}

/** What a note-helper block lists for the student: every target of the student's programs, or the playlists in order. */
export function helperOptions(db: Db, studentId: number, kind: NoteFieldKind): string[] {
  if (kind === 'program_target')
    return studentTargets(db, studentId)
      .filter((target) => target.status !== 'Mastered')
      .map((target) => `${target.program_name}: ${target.target_name}`);
  if (kind === 'playlist') return studentPlaylist(db, studentId).map((item) => `${item.program_name}: ${item.target_name}`);
  return [];
}

export function isHelper(kind: NoteFieldKind): boolean {
  return kind === 'program_target' || kind === 'playlist';
}
