// Signatures: GET user/signature/{id} and POST user/siganture/update/{id} (the API's spelling) for a person's own
// signature, and the signing link's calls, which work signed out: GET bcba-signature/{id}?token= (whose signature
// the link asks for) and POST guest-bcba-signature (multipart: user_id, token, the signature). A person may read
// and save their own signature; anyone else's needs 'Staff List', which also gets the person's signing link. A
// refused file, a bad token or a used link saves nothing.
import type { Request, Response } from 'express';
import type { User } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import { timestamp } from '../../kit/dates.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { holdsPermission } from '../auth/permissions.js';
import { signatureFileProblem, imageTypeOf } from './image-rules.js';
import { linkMessages, SigningLinks, type SigningLink } from './links.js';
import {
  currentSignature,
  signaturesTable,
  signatureImage,
  signatureMethods,
  signatureStoragePath,
  signatureUrl,
  storageName,
  type SignatureMethod,
  type SignatureRow,
} from './table.js';

/** The permission that reaches other people's signatures (and their signing links). */
export const signaturePermission = 'Staff List';

export const signatureSavedMessage = 'Signature saved successfully.';

/** The signature fields of a multipart save; errors are added for what is missing or refused. */
export function readSignature(
  req: Request,
  errors: FieldErrors,
): { bytes: Buffer; mimeType: string; method: SignatureMethod; typedName: string | null } | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const file = (Array.isArray(req.files) ? req.files : []).find((entry) => entry.fieldname === 'signature');
  const typedName = typeof body.typed_name === 'string' ? body.typed_name.trim() : '';
  errors.required(body, ['method']);
  errors.oneOf('method', body.method, signatureMethods);
  if (body.method === 'typed' && typedName === '') errors.add('typed_name', 'The typed name field is required when method is typed.');
  if (typedName.length > 100) errors.add('typed_name', 'The typed name field must not be greater than 100 characters.');
  if (!file) errors.add('signature', 'The signature field is required.');
  const problem = file ? signatureFileProblem(file.buffer) : undefined;
  if (problem) errors.add('signature', problem);
  if (!file || !errors.empty) return undefined;
  return { bytes: file.buffer, mimeType: imageTypeOf(file.buffer)!, method: body.method as SignatureMethod, typedName: typedName || null };
}

export const signaturesArea: Area = {
  name: 'signatures',
  register(router, { db, auth }) {
    const table = signaturesTable(db);
    const links = new SigningLinks();

    /** The person a path names, when the caller may reach their signature; otherwise the answer is sent. */
    const reachable = (req: Request, res: Response): User | undefined => {
      const caller = callerOf(req).user;
      const person = db.users.find(parseId(req.params.id) ?? 0);
      if (!person) return void notFound(res, 'User not found.');
      if (person.id !== caller.id && !holdsPermission(caller, signaturePermission)) return void forbidden(res);
      return person;
    };

    const presentOwn = (req: Request, person: User) => {
      const row = currentSignature(table, person.id);
      const link = holdsPermission(callerOf(req).user, signaturePermission) ? links.issue(person.id) : undefined;
      return {
        user_id: person.id,
        name: person.name,
        url: row ? signatureUrl(req, row) : null,
        signed_at: row?.signed_at ?? null,
        method: row?.method ?? null,
        typed_name: row?.typed_name ?? null,
        signing_token: link?.token ?? null,
        signing_token_expires_at: link ? timestamp(link.expiresAt) : null,
      };
    };

    const presentRequest = (req: Request, person: User, link: SigningLink) => {
      const given = table.active().find((row) => row.user_id === person.id && row.link_mac === link.mac);
      return {
        user_id: person.id,
        name: person.name,
        title: person.user_type,
        expires_at: timestamp(link.expiresAt),
        signed: given !== undefined,
        signed_at: given?.signed_at ?? null,
        url: given ? signatureUrl(req, given) : null,
      };
    };

    /** The person and link a signing link's call names; a bad, tampered or expired token is refused as the token's error. */
    const linked = (req: Request, res: Response, userId: unknown, token: unknown) => {
      const errors = new FieldErrors();
      if (!errors.required({ token }, ['token'])) return void unprocessable(res, errors);
      const person = db.users.find(parseId(userId) ?? 0);
      // An unknown person is refused as the token is: a link tells nothing about who exists.
      const check = person ? links.check(person.id, token) : { ok: false as const, message: linkMessages.invalid };
      if (!check.ok || !person) return void unprocessable(res, errors.add('token', check.ok ? linkMessages.invalid : check.message));
      return { person, link: check.link };
    };

    const save = (person: User, signature: NonNullable<ReturnType<typeof readSignature>>, linkMac: string | null): SignatureRow =>
      table.insert({
        user_id: person.id,
        file: storageName(signature.mimeType),
        mime_type: signature.mimeType,
        data: signature.bytes,
        scribble: null,
        method: signature.method,
        typed_name: signature.method === 'typed' ? signature.typedName : null,
        signed_at: timestamp(),
        link_mac: linkMac,
      });

    router.get('/user/signature/:id', auth.required, (req, res) => {
      const person = reachable(req, res);
      if (person) ok(res, { data: presentOwn(req, person) });
    });

    router.post('/user/siganture/update/:id', auth.required, (req, res) => {
      const person = reachable(req, res);
      if (!person) return;
      const errors = new FieldErrors();
      const signature = readSignature(req, errors);
      if (!signature) return unprocessable(res, errors, { status: false });
      save(person, signature, null);
      ok(res, { message: signatureSavedMessage, data: presentOwn(req, person) });
    });

    router.get('/bcba-signature/:id', auth.optional, (req, res) => {
      const found = linked(req, res, req.params.id, req.query.token);
      if (found) ok(res, { data: presentRequest(req, found.person, found.link) });
    });

    router.post('/guest-bcba-signature', auth.optional, (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const found = linked(req, res, body.user_id, body.token);
      if (!found) return;
      const errors = new FieldErrors();
      if (table.active().some((row) => row.link_mac === found.link.mac)) {
        return unprocessable(res, errors.add('token', linkMessages.used), { status: false });
      }
      const signature = readSignature(req, errors);
      if (!signature) return unprocessable(res, errors, { status: false });
      save(found.person, signature, found.link.mac);
      ok(res, { message: signatureSavedMessage, data: presentRequest(req, found.person, found.link) });
    });

    // The saved images; no bearer token is asked for (an <img> sends none), the unguessable name is the credential.
    router.get(`/${signatureStoragePath}:file`, (req: Request<{ file: string }>, res) => {
      const row = table.active().find((entry) => entry.file === req.params.file);
      if (!row) return void res.status(404).json({ message: 'File not found.' });
      res.status(200).type(row.mime_type).set('Cache-Control', 'private, max-age=3600').send(signatureImage(row));
    });
  },
};
