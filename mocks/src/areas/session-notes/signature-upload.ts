// A signature given to a note: an image checked by its content (PNG or JPEG that really decodes, at most 10 MB),
// the role it signs for, the signer's name (the guardian's must be given; the provider is the caller unless named)
// and how it was made.
import type { Request } from 'express';
import { PDFDocument } from 'pdf-lib';
import type { Db, User } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { listParams } from '../../kit/list-query.js';
import { imageTypeOf, maxSignatureBytes } from '../signatures/image-rules.js';
import { noteMessages } from './messages.js';
import type { NoteSignature } from './rows.js';
import { keepBytes, newKey } from './store.js';

const methods = new Set(['drawn', 'typed', 'uploaded']);

/** Whether pdf-lib can draw the image: a file that only starts like a PNG or JPEG is not a signature. */
async function decodes(bytes: Buffer, type: 'image/png' | 'image/jpeg'): Promise<boolean> {
  try {
    const document = await PDFDocument.create();
    if (type === 'image/png') await document.embedPng(bytes);
    else await document.embedJpg(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function readSignature(req: Request, db: Db, user: User): Promise<{ value: NoteSignature } | { problems: Record<string, string> }> {
  const params = listParams(req);
  const problems: Record<string, string> = {};
  const role = params.role === 'provider' || params.role === 'guardian' ? params.role : undefined;
  if (!role) problems.role = 'The selected role is invalid.';
  const method = typeof params.method === 'string' && methods.has(params.method) ? (params.method as NoteSignature['method']) : undefined;
  if (!method) problems.method = 'The selected method is invalid.';
  const named = typeof params.name === 'string' ? params.name.trim() : '';
  if (role === 'guardian' && named === '') problems.name = noteMessages.guardianName;
  const file = (Array.isArray(req.files) ? req.files : []).find((entry) => entry.fieldname === 'signature');
  const type = file ? imageTypeOf(file.buffer) : undefined;
  if (!file) problems.signature = 'The signature field is required.';
  else if (file.size > maxSignatureBytes) problems.signature = noteMessages.signatureSize;
  else if (!type || !(await decodes(file.buffer, type))) problems.signature = noteMessages.signatureType;
  if (Object.keys(problems).length > 0 || !role || !method || !file || !type) return { problems };
  const key = newKey();
  keepBytes(db, key, file.buffer);
  return { value: { role, user_id: user.id, name: named || user.name, signed_at: timestamp(), method, mime_type: type, storage_key: key } };
}
