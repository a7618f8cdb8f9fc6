// The client portal through GraphQL, signed out: a link shows the one family it names only their documents; a
// wrong, tampered, expired or other family's token sees one plain message; an agreement sent from a template is
// signed once and shows signed to the practice.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gifBytes, pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { pdfText } from '../templates/pdf-text.js';

const invalid = 'This link is not valid or has expired.';
const LINK = `mutation($studentId: ID!) { createClientPortalLink(studentId: $studentId) { token path expiresAt } }`;
const SEND = `mutation($templateId: ID!, $studentId: ID!) { sendTemplateAgreement(templateId: $templateId, studentId: $studentId) {
  id templateId studentId studentName title signed portalLink { token path } } }`;
const PORTAL = `query($token: String!) { clientPortal(token: $token) { studentName familyName expiresAt
  documents { id title kind signatureRequired signed signedAt signatureUrl url html } } }`;
const DOCUMENT = `query($token: String!, $id: ID!) { clientPortalDocument(token: $token, id: $id) { id title signed html url } }`;
const SIGN = `mutation($token: String!, $id: ID!, $input: SignatureInput!) {
  signPortalDocument(token: $token, id: $id, input: $input) { id signed signedAt signatureUrl } }`;
const AGREEMENTS = `query($id: ID!) { templateAgreements(templateId: $id) { id studentId signed signedAt } }`;

type Portal = { studentName: string; documents: { id: string; title: string; kind: string; signed: boolean; url: string; html: string | null }[] };

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());
afterEach(() => vi.useRealTimers());

async function linkFor(studentId: string): Promise<string> {
  const answer = await stack.gql<{ createClientPortalLink: { token: string; path: string } }>(LINK, { studentId }, office);
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.createClientPortalLink.path).toBe(`/client-portal/${encodeURIComponent(answer.data!.createClientPortalLink.token)}`);
  return answer.data!.createClientPortalLink.token;
}

async function send(templateId: string, studentId: string) {
  const answer = await stack.gql<{ sendTemplateAgreement: { id: string; studentName: string; portalLink: { token: string } } }>(
    SEND,
    { templateId, studentId },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.sendTemplateAgreement;
}

function sign(token: string, id: string, bytes: Uint8Array = pngBytes) {
  return sendMultipart(
    stack.gateway.url,
    SIGN,
    { token, id, input: { signature: null, method: 'TYPED', typedName: 'Pat Parent' } },
    {
      'variables.input.signature': { bytes, name: 'signature.png', type: 'image/png' },
    },
  );
}

describe('the client portal', () => {
  it('shows a family the agreement sent to them, signed out, with its filled text and PDF', async () => {
    const sent = await send('1', '1');
    const portal = await stack.gql<{ clientPortal: Portal }>(PORTAL, { token: sent.portalLink.token });
    expect(portal.errors).toBeUndefined();
    expect(portal.data!.clientPortal.studentName).toBe(sent.studentName);
    const agreement = portal.data!.clientPortal.documents.find((d) => d.id === sent.id)!;
    expect(agreement).toMatchObject({ title: 'Consent for ABA Services', kind: 'Agreement', signed: false });
    expect(agreement.html).toContain(sent.studentName);
    const res = await fetch(agreement.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain(sent.studentName);
  });

  it('shows nothing but one message to a wrong, tampered, expired or other family’s token', async () => {
    const sent = await send('2', '1');
    const own = sent.portalLink.token;
    const other = await linkFor('2');
    const tampered = own.slice(0, -1) + (own.endsWith('A') ? 'B' : 'A');
    const otherStudent = own.replace(/^\d+\./, '2.');
    for (const token of ['nonsense', tampered, otherStudent]) {
      const answer = await stack.gql(PORTAL, { token });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.map((e) => e.message)).toEqual([invalid]);
    }
    // Another family's token never opens this family's document, nor its file.
    const crossed = await stack.gql(DOCUMENT, { token: other, id: sent.id });
    expect(crossed.errors?.map((e) => e.message)).toEqual([invalid]);
    const otherPortal = await stack.gql<{ clientPortal: Portal }>(PORTAL, { token: other });
    expect(otherPortal.data!.clientPortal.documents.map((d) => d.id)).not.toContain(sent.id);
    const crossedSign = await sign(other, sent.id);
    expect(crossedSign.body.errors?.[0]?.message).toBe(invalid);

    // The stand-in checks a link's age by its own clock, which flows on from the machine's: moving the machine's
    // clock 31 days on ages the link, whatever day the clocks are pinned to.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const expired = await stack.gql(PORTAL, { token: own });
    expect(expired.errors?.map((e) => e.message)).toEqual([invalid]);
  });

  it('signs an agreement once: the signature is stored, the document and the template show it signed', async () => {
    const sent = await send('1', '4');
    const token = sent.portalLink.token;
    const refused = await sign(token, sent.id, gifBytes);
    expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      signature: ['The selected file type is not allowed. Only PNG and JPEG is supported.'],
    });

    const signed = await sign(token, sent.id);
    expect(signed.body.errors).toBeUndefined();
    const document = signed.body.data!.signPortalDocument as { signed: boolean; signedAt: string; signatureUrl: string };
    expect(document.signed).toBe(true);
    expect(document.signedAt).toBeTruthy();
    const image = await fetch(document.signatureUrl);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes);

    const again = await sign(token, sent.id);
    expect(again.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ signature: ['This document has already been signed.'] });
    const agreements = await stack.gql<{ templateAgreements: { id: string; signed: boolean }[] }>(AGREEMENTS, { id: '1' }, office);
    expect(agreements.data!.templateAgreements.find((a) => a.id === sent.id)).toMatchObject({ signed: true });
  });

  it('makes a portal link only for staff with Templates and a student that exists', async () => {
    const signedOut = await stack.gql(LINK, { studentId: '1' });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await stack.gql(LINK, { studentId: '999999' }, office);
    expect(missing.errors?.[0]?.extensions?.fieldErrors).toEqual({ studentId: ['The selected student id is invalid.'] });
  });
});
