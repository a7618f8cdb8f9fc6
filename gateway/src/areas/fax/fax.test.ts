// Fax through GraphQL against the stand-in's simulated line: a recipient's number must be one (10–15 digits once
// spaces, dashes, dots and parentheses are removed, optional +) and is kept normalised; a generated report faxed
// goes queued → sending → sent, or failed to a number ending 0000; a queued fax can be cancelled, a sent one not;
// what was sent downloads as the PDF.
import { faxMessages, faxNumberMessage } from '@portal/mocks';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
let reportId: string;

interface Fax {
  id: string;
  status: string;
  reason: string | null;
  faxNumber: string;
  url: string;
}
const FAX = 'id status reason faxNumber url';

async function gqlOk<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await stack.gql<T>(query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** A report made directly by the stand-in's generator: the first completed session, its note signed. */
async function generatedReport(): Promise<string> {
  const { sessionQueue, studentSessions } = stack.standIn.fixtures;
  sessionQueue.configureGenerator({ stepMs: 1, stopAfter: null });
  const session = studentSessions.all().find((row) => row.status === 'Completed')!;
  studentSessions.update(session.id, { note_status: 'Signed' });
  sessionQueue.generate(session.date.slice(0, 7), [session.student_id], 1);
  for (let round = 0; round < 400; round += 1) {
    const entry = sessionQueue.entries().find((row) => row.session_id === session.id);
    if (entry?.status === 'done') return String(entry.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no report generated');
}

async function createRecipient(faxNumber: string) {
  return stack.gql<{ recipient: { id: string; faxNumber: string } }>(
    `mutation($input: FaxRecipientInput!) { recipient: createFaxRecipient(input: $input) { id faxNumber } }`,
    { input: { name: `Reviewer ${faxNumber}`, faxNumber } },
    token,
  );
}

async function send(recipientId: string): Promise<Fax> {
  const data = await gqlOk<{ fax: Fax }>(`mutation($input: SendFaxInput!) { fax: sendFax(input: $input) { ${FAX} } }`, {
    input: { recipientId, reportId },
  });
  return data.fax;
}

async function statusesUntilDone(id: string): Promise<{ seen: string[]; last: Fax }> {
  const seen: string[] = [];
  for (let round = 0; round < 400; round += 1) {
    const data = await gqlOk<{ page: { nodes: Fax[] } }>(`{ page: sentFaxes(page: { perPage: 200 }) { nodes { ${FAX} } } }`);
    const fax = data.page.nodes.find((node) => node.id === id)!;
    if (seen.at(-1) !== fax.status) seen.push(fax.status);
    if (!['QUEUED', 'SENDING'].includes(fax.status)) return { seen, last: fax };
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  throw new Error('the fax did not finish');
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  stack.standIn.fixtures.fax.configureLine({ stepMs: 250 });
  reportId = await generatedReport();
});
afterAll(() => stack.stop());

describe('fax recipients', () => {
  it('refuses a number that is not a fax number and keeps a good one normalised', async () => {
    for (const bad of ['12345', 'call me', '+1 (555) 12a-4567', '1234567890123456']) {
      const answer = await createRecipient(bad);
      expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({ faxNumber: [faxNumberMessage] });
    }
    const good = await createRecipient('+1 (555) 201-3344');
    expect(good.errors).toBeUndefined();
    expect(good.data!.recipient.faxNumber).toBe('+15552013344');
  });
});

describe('sending a report by fax', () => {
  it('goes queued → sending → sent, and the download is the PDF that was sent', async () => {
    const recipient = (await createRecipient('555.201.7788')).data!.recipient;
    const fax = await send(recipient.id);
    expect(fax.status).toBe('QUEUED');
    const { seen, last } = await statusesUntilDone(fax.id);
    expect(seen).toEqual(['QUEUED', 'SENDING', 'SENT']);
    expect(last.reason).toBeNull();
    const link = await gqlOk<{ download: { url: string } }>(`query($id: ID!) { download: faxDownload(id: $id) { url } }`, { id: fax.id });
    const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(link.download.url)).arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    const ofReport = await gqlOk<{ faxes: { id: string }[] }>(`query($id: ID!) { faxes: faxesOfSessionReport(id: $id) { id } }`, { id: reportId });
    expect(ofReport.faxes.map((row) => row.id)).toContain(fax.id);
  });

  it('fails with the reason when the number never answers (ends 0000)', async () => {
    const recipient = (await createRecipient('+44 20 7946 0000')).data!.recipient;
    const fax = await send(recipient.id);
    const { seen, last } = await statusesUntilDone(fax.id);
    expect(seen).toEqual(['QUEUED', 'SENDING', 'FAILED']);
    expect(last.reason).toBe(faxMessages.noAnswer);
  });

  it('cancels a queued fax, which is then never sent, and refuses to cancel a sent one', async () => {
    const recipient = (await createRecipient('(555) 201-9911')).data!.recipient;
    const fax = await send(recipient.id);
    const cancelled = await gqlOk<{ fax: Fax }>(`mutation($id: ID!) { fax: cancelFax(id: $id) { ${FAX} } }`, { id: fax.id });
    expect(cancelled.fax.status).toBe('CANCELLED');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await statusesUntilDone(fax.id)).last.status).toBe('CANCELLED');

    const sent = await send(recipient.id);
    await statusesUntilDone(sent.id);
    const refused = await stack.gql(`mutation($id: ID!) { cancelFax(id: $id) { id } }`, { id: sent.id }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({ id: [`${faxMessages.notQueued} sent.`] });
    await gqlOk(`mutation($id: ID!) { deleteFax(id: $id) { ok } }`, { id: sent.id });
    const list = await gqlOk<{ page: { nodes: { id: string }[] } }>(`{ page: sentFaxes(page: { perPage: 200 }) { nodes { id } } }`);
    expect(list.page.nodes.map((node) => node.id)).not.toContain(sent.id);
  });
});
