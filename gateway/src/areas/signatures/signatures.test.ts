// Signatures through GraphQL against the stand-in: images checked by content and size on the gateway (a refused
// file never reaches the API), who may read and save whose signature, and signing links that let the one person
// they name sign signed out, once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gifBytes, pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

const SIGNATURE = `query($userId: ID!) {
  userSignature(userId: $userId) { userId name url signedAt method typedName signingToken signingTokenExpiresAt }
}`;
const SAVE = `mutation($userId: ID!, $input: SignatureInput!) {
  updateUserSignature(userId: $userId, input: $input) { userId url method typedName signedAt }
}`;
const REQUEST = `query($userId: ID!, $token: String!) {
  signatureRequest(userId: $userId, token: $token) { userId name title expiresAt signed signedAt url }
}`;
const SIGN = `mutation($userId: ID!, $token: String!, $input: SignatureInput!) {
  signWithLink(userId: $userId, token: $token, input: $input) { userId name signed signedAt url }
}`;

const messages = {
  type: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
  invalid: 'This signing link is not valid.',
  expired: 'This signing link has expired. Ask the practice for a new one.',
  used: 'This signing link has already been used.',
};

const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const staffId = '6';
const otherStaffId = '7';

type File = { bytes: Uint8Array; name: string; type: string };
const png: File = { bytes: pngBytes, name: 'signature.png', type: 'image/png' };

let stack: Stack;
let office: string;
let therapist: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());
afterEach(() => vi.useRealTimers());

function save(userId: string, file: File, token: string, input: Record<string, unknown> = { method: 'DRAWN' }) {
  return sendMultipart(stack.gateway.url, SAVE, { userId, input: { signature: null, ...input } }, { 'variables.input.signature': file }, token);
}

function sign(userId: string, linkToken: string, file: File = png) {
  return sendMultipart(
    stack.gateway.url,
    SIGN,
    { userId, token: linkToken, input: { signature: null, method: 'TYPED', typedName: 'Guest Signer' } },
    {
      'variables.input.signature': file,
    },
  );
}

async function signingToken(userId: string): Promise<string> {
  const answer = await stack.gql<{ userSignature: { signingToken: string } }>(SIGNATURE, { userId }, office);
  return answer.data!.userSignature.signingToken;
}

async function served(url: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('a person’s signature', () => {
  it('saves a drawn PNG through multipart and serves it back at its URL', async () => {
    const answer = await save(staffId, png, office);
    expect(answer.body.errors).toBeUndefined();
    const saved = answer.body.data?.updateUserSignature as { url: string; method: string; signedAt: string };
    expect(saved.method).toBe('DRAWN');
    expect(saved.signedAt).toBeTruthy();
    expect(stack.standIn.calls.last({ path: `user/siganture/update/${staffId}` })?.files).toMatchObject([
      { field: 'signature', mimeType: 'image/png' },
    ]);
    expect(await served(saved.url)).toEqual({ type: 'image/png', bytes: pngBytes });
    const read = await stack.gql<{ userSignature: { url: string } }>(SIGNATURE, { userId: staffId }, office);
    expect(read.data?.userSignature.url).toBe(saved.url);
  });

  it('saves a JPEG, and a typed signature with its name', async () => {
    const jpeg = await save(staffId, { bytes: jpegBytes, name: 'scan.jpg', type: 'image/jpeg' }, office, { method: 'UPLOADED' });
    expect(jpeg.body.errors).toBeUndefined();
    expect((await served((jpeg.body.data?.updateUserSignature as { url: string }).url)).type).toBe('image/jpeg');

    const typed = await save(staffId, png, office, { method: 'TYPED', typedName: 'Jordan Lee' });
    expect(typed.body.data?.updateUserSignature).toMatchObject({ method: 'TYPED', typedName: 'Jordan Lee' });
  });

  it('refuses a text file by its content, whatever its name, and saves nothing', async () => {
    const before = await stack.gql<{ userSignature: { url: string } }>(SIGNATURE, { userId: staffId }, office);
    stack.standIn.calls.reset();
    const text = new TextEncoder().encode('this is not an image');
    const answer = await save(staffId, { bytes: text, name: 'signature.png', type: 'image/png' }, office);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: messages.type,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { signature: [messages.type] } },
    });
    const gif = await save(staffId, { bytes: gifBytes, name: 'signature.png', type: 'image/png' }, office);
    expect(gif.body.errors?.[0]?.message).toBe(messages.type);
    expect(stack.standIn.calls.count({ path: 'user/siganture/update/*' })).toBe(0);
    const after = await stack.gql<{ userSignature: { url: string } }>(SIGNATURE, { userId: staffId }, office);
    expect(after.data?.userSignature.url).toBe(before.data?.userSignature.url);
  });

  it('refuses an 11 MB image', async () => {
    stack.standIn.calls.reset();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pngBytes);
    const answer = await save(staffId, { bytes: big, name: 'big.png', type: 'image/png' }, office);
    expect(answer.body.errors?.[0]).toMatchObject({ message: messages.size, extensions: { fieldErrors: { signature: [messages.size] } } });
    expect(stack.standIn.calls.count({ path: 'user/siganture/update/*' })).toBe(0);
  });

  it('lets a person save their own, and nobody’s else without Staff List', async () => {
    const own = await save('3', png, therapist);
    expect(own.body.errors).toBeUndefined();
    const ownRead = await stack.gql<{ userSignature: { name: string; signingToken: string | null } }>(SIGNATURE, { userId: '3' }, therapist);
    // A signing link is for those who manage staff.
    expect(ownRead.data?.userSignature).toMatchObject({ name: 'Jordan Ellis', signingToken: null });
    const other = await stack.gql(SIGNATURE, { userId: staffId }, therapist);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherSave = await save(staffId, png, therapist);
    expect(otherSave.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('signing links', () => {
  it('let the person they name sign signed out, once', async () => {
    const token = await signingToken(otherStaffId);
    const request = await stack.gql<{ signatureRequest: Record<string, unknown> }>(REQUEST, { userId: otherStaffId, token });
    expect(request.errors).toBeUndefined();
    expect(request.data?.signatureRequest).toMatchObject({ userId: otherStaffId, signed: false, url: null });
    expect(request.data?.signatureRequest.name).toBeTruthy();

    const signed = await sign(otherStaffId, token);
    expect(signed.body.errors).toBeUndefined();
    expect(signed.body.data?.signWithLink).toMatchObject({ userId: otherStaffId, signed: true });
    // The call reached the API signed out.
    expect(stack.standIn.calls.last({ path: 'guest-bcba-signature' })?.authorization).toBeUndefined();
    const now = await stack.gql<{ userSignature: { url: string; method: string; typedName: string } }>(SIGNATURE, { userId: otherStaffId }, office);
    expect(now.data?.userSignature).toMatchObject({
      method: 'TYPED',
      typedName: 'Guest Signer',
      url: (signed.body.data?.signWithLink as { url: string }).url,
    });

    const again = await sign(otherStaffId, token);
    expect(again.body.errors?.[0]).toMatchObject({
      message: messages.used,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: [messages.used] } },
    });
  });

  it('refuse anyone but the person they name, and a tampered token, saving nothing', async () => {
    const token = await signingToken(otherStaffId);
    const before = await stack.gql<{ userSignature: { url: string | null } }>(SIGNATURE, { userId: staffId }, office);
    const wrongPerson = await stack.gql(REQUEST, { userId: staffId, token });
    expect(wrongPerson.errors?.[0]).toMatchObject({ message: messages.invalid, extensions: { code: 'BAD_USER_INPUT' } });
    const wrongSign = await sign(staffId, token);
    expect(wrongSign.body.errors?.[0]?.message).toBe(messages.invalid);

    const [expires, nonce, mac] = token.split('.') as [string, string, string];
    const longer = await sign(otherStaffId, `${Number(expires) + 86_400}.${nonce}.${mac}`);
    expect(longer.body.errors?.[0]?.message).toBe(messages.invalid);
    const flipped = await sign(otherStaffId, `${expires}.${nonce}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`);
    expect(flipped.body.errors?.[0]?.message).toBe(messages.invalid);

    const after = await stack.gql<{ userSignature: { url: string | null } }>(SIGNATURE, { userId: staffId }, office);
    expect(after.data?.userSignature.url).toBe(before.data?.userSignature.url);
  });

  it('refuse a link past its 7 days, and a refused file on a good link leaves the link unused', async () => {
    const token = await signingToken(otherStaffId);
    const gif = await sign(otherStaffId, token, { bytes: gifBytes, name: 'x.png', type: 'image/png' });
    expect(gif.body.errors?.[0]?.message).toBe(messages.type);
    const request = await stack.gql<{ signatureRequest: { signed: boolean } }>(REQUEST, { userId: otherStaffId, token });
    expect(request.data?.signatureRequest.signed).toBe(false);

    // The stand-in checks a link's age by its own clock, which flows on from the machine's: moving the machine's
    // clock 8 days on ages the link, whatever day the clocks are pinned to.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expired = await stack.gql(REQUEST, { userId: otherStaffId, token });
    expect(expired.errors?.[0]?.message).toBe(messages.expired);
    const late = await sign(otherStaffId, token);
    expect(late.body.errors?.[0]?.message).toBe(messages.expired);
  });
});
