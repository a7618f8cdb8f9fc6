// Spreadsheet imports through GraphQL: a workbook's sheets listed and the second chosen, a sheet without the
// expected columns refused naming them, three bad rows listed by row while the good rows become sessions, the same
// file twice adding no session (its rows reported as already present), a PDF named .xlsx refused, the import in the
// log, its rows by outcome and its error sheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { coveredService, daysAgo, sessionColumns, workbook } from './workbooks.js';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const LOG = 'id status sheets chosenSheet totalRows processedRows imported alreadyPresent rejected errors { row message } fileName uploadedBy';
const UPLOAD = `mutation($file: Upload!) { log: uploadSpreadsheet(area: "Invoice", kind: SESSIONS, file: $file) { ${LOG} } }`;

interface Log {
  id: string;
  status: string;
  sheets: string[];
  chosenSheet: string | null;
  totalRows: number;
  processedRows: number;
  imported: number;
  alreadyPresent: number;
  rejected: number;
  errors: { row: number; message: string }[];
  fileName: string;
  uploadedBy: string;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(bytes: Uint8Array, name: string, type = xlsxType) {
  const answer = await sendMultipart(stack.gateway.url, UPLOAD, { file: null }, { 'variables.file': { bytes, name, type } }, token);
  return answer.body as { data?: { log: Log } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function choose(id: string, sheet: string) {
  return stack.gql<{ log: Log }>(
    `mutation($id: ID!, $sheet: String!) { log: chooseImportSheet(id: $id, chosenSheet: $sheet) { ${LOG} } }`,
    { id, sheet },
    token,
  );
}

async function runToEnd(id: string): Promise<Log> {
  const started = await stack.gql<{ log: Log }>(`mutation($id: ID!) { log: importInvoiceData(sourceId: $id) { ${LOG} } }`, { id }, token);
  expect(started.errors).toBeUndefined();
  expect(started.data!.log.status).toBe('RUNNING');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const polled = await stack.gql<{ log: Log }>(`query($id: ID!) { log: excelImportLog(id: $id) { ${LOG} } }`, { id }, token);
    if (polled.data!.log.status !== 'RUNNING') return polled.data!.log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The import did not finish.');
}

function fieldMessage(errors: { extensions?: Record<string, unknown> }[] | undefined, field: string): string | undefined {
  const fields = errors?.[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined;
  return fields?.[field]?.[0];
}

function sessionsOf(studentId: number) {
  return stack.standIn.fixtures.studentSessions.all().filter((row) => row.student_id === studentId);
}

describe('spreadsheet imports', () => {
  it('lists the sheets, refuses a sheet without the columns, imports the good rows of the chosen sheet and lists the bad ones by row; the same file twice adds nothing', async () => {
    const { studentId, staffId, service } = coveredService(stack.standIn);
    const good = (days: number, start: string, end: string) => [studentId, staffId, service, daysAgo(days), start, end];
    const bytes = await workbook({
      Summary: [
        ['Month', 'Total'],
        ['October', 12],
      ],
      Sessions: [
        sessionColumns,
        good(3, '07:05', '08:05'),
        [999999, staffId, service, daysAgo(4), '07:05', '08:05'],
        good(5, '07:05', '08:05'),
        [studentId, staffId, service, '2026-02-30', '07:05', '08:05'],
        good(6, '07:10', '07:40'),
        [studentId, staffId, service, daysAgo(7), '09:00', '08:00'],
      ],
    });
    const before = sessionsOf(studentId).length;

    const uploaded = await upload(bytes, 'october-sessions.xlsx');
    expect(uploaded.errors).toBeUndefined();
    const log = uploaded.data!.log;
    expect(log).toMatchObject({ status: 'UPLOADED', sheets: ['Summary', 'Sessions'], chosenSheet: null, fileName: 'october-sessions.xlsx' });

    const wrong = await choose(log.id, 'Summary');
    expect(fieldMessage(wrong.errors, 'chosenSheet')).toBe(
      'The sheet Summary is missing the columns: Student ID, Staff ID, Service, Date, Start Time, End Time.',
    );

    const chosen = await choose(log.id, 'Sessions');
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.log).toMatchObject({ status: 'READY', chosenSheet: 'Sessions', totalRows: 6 });

    // Checked before anything is written.
    const check = await stack.gql<{ check: { valid: number; rejected: number; alreadyPresent: number; errors: { row: number }[] } }>(
      'mutation($id: ID!) { check: checkInvoiceSheet(sourceId: $id) { valid rejected alreadyPresent errors { row } } }',
      { id: log.id },
      token,
    );
    expect(check.data!.check).toMatchObject({ valid: 3, rejected: 3, alreadyPresent: 0 });
    expect(sessionsOf(studentId).length).toBe(before);

    const done = await runToEnd(log.id);
    expect(done).toMatchObject({ status: 'COMPLETED_WITH_ERRORS', totalRows: 6, processedRows: 6, imported: 3, alreadyPresent: 0, rejected: 3 });
    expect(done.errors.map((error) => error.row)).toEqual([3, 5, 7]);
    expect(done.errors[0]!.message).toBe('Student ID 999999 is not a student.');
    expect(done.errors[1]!.message).toBe('Date 2026-02-30 is not a real date.');
    expect(done.errors[2]!.message).toBe('End Time 08:00 is not after Start Time 09:00.');
    expect(sessionsOf(studentId).length).toBe(before + 3);
    const written = sessionsOf(studentId).find((row) => row.start_time === '07:10');
    expect(written).toMatchObject({ end_time: '07:40', units: 2 });

    // The same file again: nothing duplicated, its rows reported as already present.
    const again = (await upload(bytes, 'october-sessions.xlsx')).data!.log;
    await choose(again.id, 'Sessions');
    const second = await runToEnd(again.id);
    expect(second).toMatchObject({ imported: 0, alreadyPresent: 3, rejected: 3 });
    expect(sessionsOf(studentId).length).toBe(before + 3);

    const rows = await stack.gql<{ page: { nodes: { row: number; outcome: string; message: string | null }[] } }>(
      'query($id: ID!) { page: invoiceImportRows(excelImportLogId: $id, filter: { outcome: ALREADY_PRESENT }) { nodes { row outcome message } } }',
      { id: again.id },
      token,
    );
    expect(rows.data!.page.nodes.map((row) => row.row)).toEqual([2, 4, 6]);
    expect(rows.data!.page.nodes[0]!.message).toMatch(/^Already present as session \d+\.$/);

    // In the log, newest first, with its person; its error sheet holds the refused rows.
    const logs = await stack.gql<{ page: { nodes: Log[] } }>(
      `query { page: importLogs(page: { search: "october" }) { nodes { ${LOG} } } }`,
      {},
      token,
    );
    expect(logs.data!.page.nodes.map((row) => row.id)).toEqual([again.id, log.id]);
    expect(logs.data!.page.nodes[0]!.uploadedBy).toBeTruthy();
    const sheet = await stack.gql<{ file: { url: string; fileName: string } }>(
      'mutation($id: ID!) { file: importErrorSheet(sourceId: $id) { url fileName } }',
      { id: log.id },
      token,
    );
    expect(sheet.data!.file.fileName).toBe('october-sessions-errors.xlsx');
    const errorBook = new ExcelJS.Workbook();
    await errorBook.xlsx.load((await (await fetch(sheet.data!.file.url)).arrayBuffer()) as ExcelJS.Buffer);
    const errorRows = errorBook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(errorRows[0]!.slice(1, 4)).toEqual(['Row', 'Problem', 'Student ID']);
    expect(errorRows.slice(1).map((row) => row[1])).toEqual(['3', '5', '7']);
  });

  it('reads a CSV file as one sheet', async () => {
    const csv = `${sessionColumns.join(',')}\n`;
    const uploaded = await upload(new TextEncoder().encode(csv), 'sessions.csv', 'text/csv');
    expect(uploaded.data!.log).toMatchObject({ sheets: ['CSV'] });
  });

  it('refuses a file that is not a spreadsheet, whatever its name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const answer = await upload(pdf, 'sessions.xlsx');
    expect(fieldMessage(answer.errors, 'file')).toBe('The file is not a spreadsheet: upload an XLSX workbook or a CSV file.');
  });
});
