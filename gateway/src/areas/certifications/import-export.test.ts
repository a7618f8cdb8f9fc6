// Certifications beyond the lifecycle: the CSV export the returned URL serves, the import's counts, the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

const IMPORT = 'mutation($file: Upload!) { importCertifications(file: $file) { imported rejected errors { row message } } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const certifications = () => stack.standIn.fixtures.certifications;

describe('exportCertifications', () => {
  it('answers a URL serving the searched list as CSV, one line per row', async () => {
    const answer = await stack.gql<{ exportCertifications: { url: string; fileName: string } }>(
      'mutation($p: PageInput) { exportCertifications(page: $p) { url fileName } }',
      { p: { search: 'licensed', sortField: 'name', sortBy: 'ASC' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const file = await fetch(answer.data!.exportCertifications.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(answer.data!.exportCertifications.fileName);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,abbreviation,issuing_body,validity_months,description,status');
    const matching = certifications()
      .all()
      .filter((row) => row.name.toLowerCase().includes('licensed'))
      .map((row) => row.name)
      .sort((a, b) => a.localeCompare(b));
    expect(matching.length).toBeGreaterThan(3);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(matching);
  });
});

describe('importCertifications', () => {
  it('saves the good rows and reports each refused row by its line', async () => {
    const existing = certifications().all()[0]!.name;
    const csv = [
      'Name,Abbreviation,Issuing Body,Validity Months,Description,Status',
      'Pediatric First Aid,PFA,American Red Cross,24,Two-year card,1',
      '"Autism Certificate, Level One",ACL,International Board of Credentialing,36,,1',
      `${existing},DUP,Somewhere,12,,1`,
      ',NONAME,Somewhere,12,,1',
      'Water Safety,WS,Red Cross,every two years,,1',
      'Food Handler Card,FHC,County Health Department,36,,maybe',
    ].join('\r\n');
    const before = certifications().count();
    const answer = await sendMultipart(
      stack.gateway.url,
      IMPORT,
      { file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode(csv), name: 'certifications.csv', type: 'text/csv' },
      },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.importCertifications).toEqual({
      imported: 2,
      rejected: 4,
      errors: [
        { row: 4, message: 'The name has already been taken.' },
        { row: 5, message: 'The name field is required.' },
        { row: 6, message: 'The validity months field must be an integer.' },
        { row: 7, message: 'The selected status is invalid.' },
      ],
    });
    expect(certifications().count()).toBe(before + 2);
    const listed = await stack.gql<{ certifications: { nodes: { name: string; validityMonths: number }[] } }>(
      '{ certifications(page: { search: "Autism Certificate" }) { nodes { name validityMonths } } }',
      {},
      token,
    );
    expect(listed.data!.certifications.nodes).toEqual([{ name: 'Autism Certificate, Level One', validityMonths: 36 }]);
  });

  it('refuses a file that is not CSV, or lacks the name column', async () => {
    const pdf = await sendMultipart(
      stack.gateway.url,
      IMPORT,
      { file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode('%PDF-1.4'), name: 'certifications.pdf', type: 'application/pdf' },
      },
      token,
    );
    expect(pdf.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file field must be a file of type: csv, txt, xlsx.'] },
    });
    const headless = await sendMultipart(
      stack.gateway.url,
      IMPORT,
      { file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode('abbreviation,status\nX,1\n'), name: 'c.csv', type: 'text/csv' },
      },
      token,
    );
    expect(headless.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file is missing the column: name.'] },
    });
  });
});

describe('permission', () => {
  it("is the office administrator's and not the therapist's", async () => {
    const therapist = await stack.signIn('Therapist');
    for (const query of ['{ certifications { pageInfo { total } } }', '{ deletedCertifications { pageInfo { total } } }']) {
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await stack.gql(query, {}, token)).errors).toBeUndefined();
    }
    const exported = await stack.gql('mutation { exportCertifications { url } }', {}, therapist);
    expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
