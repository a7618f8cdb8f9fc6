// A session note as the stand-in keeps it: one per session row, the template's fields as they were when the note was
// first saved (a template changed later does not rewrite a note), the answers by field key, the signatures, and the
// addenda appended once it is completed.
import type { Row } from '../../db/table.js';

export type NoteFieldKind = 'text' | 'textarea' | 'choice' | 'multi_choice' | 'date' | 'number' | 'program_target' | 'playlist';

export interface NoteField {
  key: string;
  label: string;
  kind: NoteFieldKind;
  required: boolean;
  options: string[];
  prefill: string | null;
}

export type SignerRole = 'provider' | 'guardian';

export interface NoteSignature {
  role: SignerRole;
  user_id: number;
  name: string;
  signed_at: string;
  method: 'drawn' | 'typed' | 'uploaded';
  mime_type: 'image/png' | 'image/jpeg';
  storage_key: string;
}

export interface NoteAddendum {
  id: number;
  author_id: number;
  author_name: string;
  created_at: string;
  text: string;
}

export interface SessionNoteRow extends Row {
  session_id: number;
  status: 'draft' | 'completed';
  template_id: number | null;
  template_name: string;
  requires_guardian_signature: boolean;
  fields: NoteField[];
  answers: Record<string, string>;
  signatures: NoteSignature[];
  addenda: NoteAddendum[];
  completed_at: string | null;
  completed_by_id: number | null;
  completed_by_name: string | null;
  /** The unguessable part of the report's address. */
  storage_key: string;
}

export interface SessionFileRow extends Row {
  session_id: number;
  name: string;
  file_name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  uploaded_by: number | null;
}
