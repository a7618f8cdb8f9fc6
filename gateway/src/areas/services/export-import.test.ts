// Exports answer a URL that serves a real CSV file; imports take a CSV through the GraphQL multipart request and
// report rows imported and rejected, by line.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
beforeEach(() => stack.standIn.fixtures.reset());
afterAll(() => stack.stop());

const csv = (text: string) => ({ bytes: new TextEncoder().encode(text), name: 'services.csv', type: 'text/csv' });

function parseLines(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(','));
}

describe('exportServices', () => {
  it('returns a URL serving every matching service as CSV', async () => {
    const search = 'Direct Therapy';
    const listed = await stack.gql<{ services: { pageInfo: { total: number } } }>(
      'query($p: PageInput) { services(page: $p) { pageInfo { total } } }',
      { p: { search } },
      token,
    );
    const total = listed.data!.services.pageInfo.total;
    expect(total).toBeGreaterThan(1);

    const answer = await stack.gql<{ exportServices: { url: string; fileName: string } }>(
      'mutation($p: PageInput) { exportServices(page: $p) { url fileName } }',
      { p: { search, sortBy: 'ASC', sortField: 'name' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { url, fileName } = answer.data!.exportServices;
    expect(fileName).toMatch(/^services-\d{14}-[0-9a-f]{12}\.csv$/);
    expect(url.endsWith(`/files/exports/${fileName}`)).toBe(true);

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parseLines(await file.text());
    expect(header).toEqual(['id', 'name', 'service_line', 'description', 'unit_minutes', 'status']);
    expect(rows).toHaveLength(total);
    const names = rows.map((row) => row[1]!);
    expect(names.every((name) => name.includes(search))).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(rows.every((row) => row[2]!.length > 0)).toBe(true);
  });

  it('is refused to a therapist', async () => {
    const therapist = await stack.signIn('Therapist');
    const answer = await stack.gql('mutation { exportServices { url } }', {}, therapist);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('importServices and importServiceLines', () => {
  const IMPORT_SERVICES = 'mutation($f: Upload!) { importServices(file: $f) { imported rejected errors { row message } } }';

  it('imports good rows and reports the others by line', async () => {
    const file = [
      'Name,Service Line,Description,Unit Minutes,Status',
      'ABA-HB Social Skills Lunch,ABA-HB,Peer lunch group,30,Active',
      'Speech Screening,Speech Therapy (School-based),Annual screening,15,Inactive',
      'ABA-HB Direct Therapy,ABA-HB,Duplicate of a seeded one,15,Active',
      'Music Therapy,MUSIC-XX,Unknown line,30,Active',
      ',ABA-HB,No name,15,Active',
    ].join('\r\n');
    const { status, body } = await sendMultipart(stack.gateway.url, IMPORT_SERVICES, { f: null }, { 'variables.f': csv(file) }, token);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.importServices).toEqual({
      imported: 2,
      rejected: 3,
      errors: [
        { row: 4, message: 'The name has already been taken.' },
        { row: 5, message: 'The selected service line is invalid.' },
        { row: 6, message: 'The name field is required.' },
      ],
    });
    const found = await stack.gql<{ services: { nodes: { name: string; status: number; unitMinutes: number; serviceLine: { code: string } }[] } }>(
      '{ services(page: { search: "Speech Screening" }) { nodes { name status unitMinutes serviceLine { code } } } }',
      {},
      token,
    );
    expect(found.data?.services.nodes).toEqual([{ name: 'Speech Screening', status: 0, unitMinutes: 15, serviceLine: { code: 'ST-SB' } }]);
  });

  it('refuses a file without a required column, as a field error', async () => {
    const { body } = await sendMultipart(stack.gateway.url, IMPORT_SERVICES, { f: null }, { 'variables.f': csv('name,description\nX,Y\n') }, token);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file is missing the column: service line.'] },
    });
  });

  it('imports service lines the same way', async () => {
    const file = 'name,code,description\nMusic Therapy (Home-based),MT-HB,Music therapy at home\nDuplicate,ABA-HB,Code taken\n';
    const { body } = await sendMultipart(
      stack.gateway.url,
      'mutation($f: Upload!) { importServiceLines(file: $f) { imported rejected errors { row message } } }',
      { f: null },
      { 'variables.f': csv(file) },
      token,
    );
    expect(body.data?.importServiceLines).toEqual({
      imported: 1,
      rejected: 1,
      errors: [{ row: 3, message: 'The code has already been taken.' }],
    });
  });
});
