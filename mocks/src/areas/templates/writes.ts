// Saving a template: a create needs a body, an update may replace it; the body is checked by content and a code
// that is neither a merge field nor an active short code is refused by name, before anything is saved.
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { readBody } from './body.js';
import { mergeFieldCodes } from './merge-fields.js';
import { documentTemplates, shortCodeValues, type DocumentTemplate } from './tables.js';

/** The codes a template may use now: the merge fields and the active short codes. */
export function knownCodes(db: Db): (code: string) => boolean {
  const short = shortCodeValues(db);
  return (code) => mergeFieldCodes.has(code) || short.has(code);
}

export function unknownCodesMessage(codes: readonly string[]): string {
  return `The template uses unknown merge fields: ${codes.map((code) => `{${code}}`).join(', ')}.`;
}

/** A file name without a path or characters a header or a ZIP would choke on. */
function safeName(original: string, extension: string): string {
  const base =
    original
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim() || 'template';
  return `${base.slice(0, 120)}.${extension}`;
}

/** The template's values from a multipart create or update; errors for what is refused. */
export async function templateValues(req: Request, db: Db, existing?: DocumentTemplate): Promise<Partial<DocumentTemplate> | FieldErrors> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const file = (Array.isArray(req.files) ? req.files : []).find((entry) => entry.fieldname === 'file');
  const errors = new FieldErrors();
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (isBlank(name)) errors.add('name', 'The name field is required.');
  else if (name.length > 255) errors.add('name', 'The name field must not be greater than 255 characters.');
  else if (
    documentTemplates(db)
      .active()
      .some((row) => row.id !== existing?.id && row.name.toLowerCase() === name.toLowerCase())
  ) {
    errors.add('name', 'The name has already been taken.');
  }
  const values: Partial<DocumentTemplate> = {
    name,
    description: typeof body.description === 'string' && body.description.trim() !== '' ? body.description.trim() : null,
    status: body.status === undefined || body.status === '' ? (existing?.status ?? 1) : Number(body.status) === 0 ? 0 : 1,
  };
  if (file || !existing) {
    const read = await readBody(file?.buffer);
    if (typeof read === 'string') errors.add('file', read);
    else {
      const known = knownCodes(db);
      const unknown = read.codes.filter((code) => !known(code));
      if (unknown.length > 0) errors.add('file', unknownCodesMessage(unknown));
      Object.assign(values, {
        kind: read.kind,
        codes: read.codes,
        pages: read.pages,
        form_fields: read.form_fields,
        body: file!.buffer,
        file_name: safeName(file!.originalname, read.kind === 'word' ? 'docx' : 'pdf'),
        storage_key: randomBytes(16).toString('hex'),
        // A new body starts a new review; placements of a PDF stay only where its pages still are.
        review_status: 'In Review',
        placements: existing?.kind === 'pdf' && read.kind === 'pdf' ? existing.placements.filter((p) => p.page <= read.pages.length) : [],
      });
    }
  }
  if (!errors.empty) return errors;
  return { ...values, updated_at: timestamp() };
}
