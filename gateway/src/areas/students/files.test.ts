// Exports and imports of the student list through GraphQL: the filtered list as a real CSV and XLSX, the
// authorization export as export-auth-data.xlsx, and a CSV import whose rows stay pending for a moment.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { nextStamp } from '@portal/mocks';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

async function download(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The first sheet's rows of a workbook, as exceljs reads them. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports', () => {
  const filter = { dobMonth: 3, status: 1 };

  it('exports the filtered, sorted list as a CSV with every row', async () => {
    const total = await stack.gql<{ r: { pageInfo: { total: number } } }>(
      'query($f: StudentFilter) { r: students(filter: $f) { pageInfo { total } } }',
      { f: filter },
      token,
    );
    const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($f: StudentFilter) { r: exportStudents(filter: $f, sortBy: ASC, sortField: "last_name") { url fileName } }',
      { f: filter },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const sent = stack.standIn.calls.last({ method: 'POST', path: 'export-student-all' })!.body;
    expect(sent).toMatchObject({ dob_month: 3, status: 1, sort_by: 'asc', sort_field_name: 'last_name', format: 'csv' });
    const file = await download(answer.data!.r.url);
    expect(file.type).toMatch(/^text\/csv/);
    const lines = file.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,Client code,First name,Last name,Date of birth/);
    expect(lines).toHaveLength(total.data!.r.pageInfo.total + 1);
    expect(lines.slice(1).every((line) => /,\d{4}-03-\d{2},/.test(line))).toBe(true);
  });

  it('exports the list as XLSX when asked', async () => {
    const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($f: StudentFilter) { r: exportStudents(filter: $f, format: XLSX) { url fileName } }',
      { f: filter },
      token,
    );
    expect(answer.data!.r.fileName).toMatch(/\.xlsx$/);
    const file = await download(answer.data!.r.url);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect((await sheetRows(file.bytes))[0]).toContain('Date of birth');
  });

  it('exports the authorizations of the filtered students as export-auth-data.xlsx', async () => {
    const one = await stack.gql<{ r: { authorizations: { authorizationNumber: string }[] } }>(
      '{ r: student(id: "21") { authorizations { authorizationNumber } } }',
      {},
      token,
    );
    const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($f: StudentFilter) { r: exportStudentAuthorizations(filter: $f) { url fileName } }',
      { f: { student: '21' } },
      token,
    );
    expect(answer.data!.r.fileName).toBe('export-auth-data.xlsx');
    const file = await download(answer.data!.r.url);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toContain('Units remaining');
    const cells = rows.flat();
    for (const authorization of one.data!.r.authorizations) expect(cells).toContain(authorization.authorizationNumber);
    expect(rows).toHaveLength(one.data!.r.authorizations.length + 1);
  });

  it('exports chosen students', async () => {
    const answer = await stack.gql<{ r: { url: string } }>('mutation { r: exportSelectedStudents(ids: ["5", "6"]) { url } }', {}, token);
    const lines = (await download(answer.data!.r.url)).bytes.toString('utf8').trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['5', '6']);
  });
});

describe('import', () => {
  const importMutation = 'mutation($file: Upload!) { r: importStudents(file: $file) { imported rejected errors { row message } } }';
  const status = async () =>
    (await stack.gql<{ r: { pendingCount: number; message: string } }>('{ r: studentImportStatus { pendingCount message } }', {}, token)).data!.r;

  it('imports the valid rows, reports the others by line, and counts them pending until they are saved', async () => {
    const unique = nextStamp();
    const csv = [
      'first_name,last_name,dob,gender,agency_id,guardian_name',
      `Imani,Import${unique},2017-05-04,Female,1,Zola Import`,
      `Theo,Import${unique},05/06/2016,Male,2,"Reyes, Marco"`,
      `Nobody,Import${unique},2099-01-01,Robot,9999,`,
    ].join('\n');
    const answer = await sendMultipart(
      stack.gateway.url,
      importMutation,
      { file: null },
      { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'students.csv', type: 'text/csv' } },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.r).toEqual({
      imported: 2,
      rejected: 1,
      errors: [{ row: 4, message: 'The dob field must be a date before today. The selected gender is invalid. The selected agency id is invalid.' }],
    });
    expect((await status()).pendingCount).toBe(2);
    const search = () =>
      stack.gql<{ r: { pageInfo: { total: number } } }>(
        'query($p: PageInput) { r: students(page: $p) { pageInfo { total } } }',
        { p: { search: `Import${unique}` } },
        token,
      );
    expect((await search()).data!.r.pageInfo.total).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await status()).toEqual({ pendingCount: 0, message: 'No import is pending.' });
    expect((await search()).data!.r.pageInfo.total).toBe(2);
  });

  it('refuses a file that is not a CSV', async () => {
    const answer = await sendMultipart(
      stack.gateway.url,
      importMutation,
      { file: null },
      { 'variables.file': { bytes: new Uint8Array([0x89, 0x50]), name: 'students.png', type: 'image/png' } },
      token,
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file field must be a file of type: csv, txt, xlsx.'] },
    });
  });
});
