// The stand-in's own checks, whatever a client sent: the image by content and size with the portal's messages, who
// may save whose signature, and signing links (a link names one person and signs once).
import { describe, expect, it } from 'vitest';
import { profileImagePng } from '../auth/profile-images.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import { signatureMessages } from './image-rules.js';
import { linkMessages } from './links.js';

const standIn = useStandIn();

function signatureForm(bytes: Uint8Array, fields: Record<string, string> = { method: 'drawn' }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('signature', new Blob([bytes], { type: 'image/png' }), 'signature.png');
  return form;
}

type Signature = { data: { url: string | null; method: string | null; signing_token: string | null } };

describe('POST user/siganture/update/{id}', () => {
  it('saves a PNG and serves it at its URL, without a bearer token', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    const saved = await call<Signature>(standIn.current, 'user/siganture/update/6', { form: signatureForm(profileImagePng), token });
    expect(saved.status).toBe(200);
    expect(saved.body.data.method).toBe('drawn');
    const image = await fetch(saved.body.data.url!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(profileImagePng)).toBe(true);
  });

  it('refuses a file that is not PNG or JPEG by its content, and one over 10 MB, saving nothing', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    const before = await call<Signature>(standIn.current, 'user/signature/6', { token });
    const text = await call(standIn.current, 'user/siganture/update/6', { form: signatureForm(new TextEncoder().encode('not an image')), token });
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ errors: { signature: [signatureMessages.fileType] } });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(profileImagePng.subarray(0, 8));
    const large = await call(standIn.current, 'user/siganture/update/6', { form: signatureForm(big), token });
    expect(large.body).toMatchObject({ errors: { signature: [signatureMessages.fileSize] } });
    const typed = await call(standIn.current, 'user/siganture/update/6', { form: signatureForm(profileImagePng, { method: 'typed' }), token });
    expect(typed.body).toMatchObject({ errors: { typed_name: ['The typed name field is required when method is typed.'] } });
    const after = await call<Signature>(standIn.current, 'user/signature/6', { token });
    expect(after.body.data.url).toBe(before.body.data.url);
  });

  it('lets a person save their own only, without a signing link', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    expect((await call(standIn.current, 'user/siganture/update/6', { form: signatureForm(profileImagePng), token })).status).toBe(403);
    const own = await call<Signature>(standIn.current, 'user/signature/3', { token });
    expect(own.body.data).toMatchObject({ method: 'drawn', signing_token: null });
  });
});

describe('signing links', () => {
  it('sign once for the person they name, signed out', async () => {
    const office = await signIn(standIn.current, 'Office administrator');
    const link = (await call<Signature>(standIn.current, 'user/signature/7', { token: office })).body.data.signing_token!;
    const request = await call<{ data: { signed: boolean } }>(standIn.current, `bcba-signature/7?token=${encodeURIComponent(link)}`);
    expect(request.body.data.signed).toBe(false);
    const wrong = await call(standIn.current, `bcba-signature/6?token=${encodeURIComponent(link)}`);
    expect(wrong.body).toMatchObject({ errors: { token: [linkMessages.invalid] } });

    const form = () => signatureForm(profileImagePng, { method: 'drawn', user_id: '7', token: link });
    expect((await call(standIn.current, 'guest-bcba-signature', { form: form() })).status).toBe(200);
    const again = await call(standIn.current, 'guest-bcba-signature', { form: form() });
    expect(again.body).toMatchObject({ errors: { token: [linkMessages.used] } });
  });
});
