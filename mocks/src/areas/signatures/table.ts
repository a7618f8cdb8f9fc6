// Every signature saved, one row per save: a person's signature is their latest row; a row given through a signing
// link remembers the link's MAC, which is how a link is known to be used. Images are served at storage/signatures/
// under unguessable names (the URL is the credential, like a storage link).
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import { scribblePng } from './scribble.js';

export const signatureMethods = ['drawn', 'typed', 'uploaded'] as const;
export type SignatureMethod = (typeof signatureMethods)[number];

export interface SignatureRow extends Row {
  user_id: number;
  /** The image's storage name. */
  file: string;
  mime_type: string;
  /** The image as saved; null for a seeded one, drawn from `scribble` when served. */
  data: Buffer | null;
  scribble: number | null;
  method: SignatureMethod;
  typed_name: string | null;
  signed_at: string;
  /** The MAC of the signing link it was given with; null when signed in the portal. */
  link_mac: string | null;
}

export const signatureStoragePath = 'storage/signatures/';

export function storageName(mimeType: string): string {
  return `${randomBytes(12).toString('hex')}.${mimeType === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export function signaturesTable(db: Db): Table<SignatureRow> {
  return db.defineTable<SignatureRow>('user_signatures', (faker) =>
    // About half of the people who work at the practice have signed already, the demo therapist among them (the
    // demo office administrator has not, so that signing can be shown from the start).
    db.users
      .active()
      .filter((user) => user.user_type !== 'Parent' && user.id !== 2 && (user.id === 3 || faker.datatype.boolean(0.5)))
      .map((user): NewRow<SignatureRow> => ({
        user_id: user.id,
        file: `seeded-${user.id}-${faker.string.alphanumeric(16).toLowerCase()}.png`,
        mime_type: 'image/png',
        data: null,
        scribble: faker.number.int({ min: 1, max: 2 ** 31 }),
        method: 'drawn',
        typed_name: null,
        signed_at: timestamp(faker.date.past({ years: 1 })),
        link_mac: null,
      })),
  );
}

/** The image's bytes. */
export function signatureImage(row: SignatureRow): Buffer {
  return row.data ?? scribblePng(row.scribble ?? row.id);
}

export function currentSignature(table: Table<SignatureRow>, userId: number): SignatureRow | undefined {
  return table
    .active()
    .filter((row) => row.user_id === userId)
    .at(-1);
}

/** Where the API serves an image, on the origin the request reached. */
export function signatureUrl(req: Request, row: SignatureRow): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}/api/${signatureStoragePath}${row.file}`;
}
