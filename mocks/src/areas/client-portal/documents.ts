// The documents shared with families: agreements (a template filled for the student, to sign) and files (to read).
// A signature given in the portal is kept on the document's row.
import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import { generatedPdf } from '../staff-documents/contents.js';
import { detailedStudents } from '../students/table.js';

export const portalKinds = { agreement: 'Agreement', file: 'File' } as const;

export interface PortalDocument extends Row {
  student_id: number;
  /** The template an agreement was filled from. */
  template_id: number | null;
  title: string;
  kind: string;
  /** The document as a PDF. */
  pdf: Buffer;
  html: string | null;
  signature_required: boolean;
  shared_by: number | null;
  shared_at: string;
  signed_at: string | null;
  signature: Buffer | null;
  signature_type: string | null;
  /** The signature image's unguessable name. */
  signature_key: string | null;
}

/** Families of the detailed students with a parent start with the practice's handbook shared. */
function seedDocuments(faker: Faker, db: Db): NewRow<PortalDocument>[] {
  return detailedStudents(db)
    .filter((student) => student.parent_id !== null)
    .map((student) => {
      const at = timestamp(faker.date.past({ years: 1 }));
      return {
        student_id: student.id,
        template_id: null,
        title: 'Family Handbook',
        kind: portalKinds.file,
        pdf: generatedPdf('Family Handbook'),
        html: null,
        signature_required: false,
        shared_by: null,
        shared_at: at,
        signed_at: null,
        signature: null,
        signature_type: null,
        signature_key: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      };
    });
}

export function portalDocuments(db: Db): Table<PortalDocument> {
  return db.defineTable<PortalDocument>('portal_documents', (faker) => seedDocuments(faker, db));
}

export function newSignatureKey(): string {
  return randomBytes(16).toString('hex');
}
