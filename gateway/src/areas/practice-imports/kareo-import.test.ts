// The practice-management (Kareo) import through GraphQL as the office administrator: a charges export with three
// bad rows imports its good rows as a job whose progress is polled, lists the bad rows by line, lands in the import
// list and the charges list (filtered, exported); the same file again adds nothing. Files refused whole: not a
// spreadsheet by content, a column missing.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

const IMPORT = `mutation($file: Upload!) { importKareoData(file: $file) { id status total rejected errors { row message } } }`;
const STATUS = `query($id: ID!) { kareoImportStatus(importId: $id) { id status total processed imported skipped rejected importedBy fileName errors { row message } } }`;
const ROWS = `query($f: KareoImportRowFilter) { kareoImportRows(filter: $f, page: { perPage: 500 }) { pageInfo { total } nodes { encounterId patientName serviceDate procedureCode units chargeAmount } } }`;

interface Job {
  id: string;
  status: string;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  rejected: number;
  importedBy: string;
  fileName: string;
  errors: { row: number; message: string }[];
}

let stack: Stack;
let token: string;
let student: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const students = await stack.gql<{ clientList: { firstName: string; lastName: string }[] }>('{ clientList { firstName lastName } }', {}, token);
  const last = students.data!.clientList.at(-1)!;
  student = `${last.firstName} ${last.lastName}`;
});
afterAll(() => stack.stop());

/** Rows 2–7: four good charges and three bad ones (unknown patient, a date that is none, a repeat of row 2). */
const sheet = () =>
  new TextEncoder().encode(
    [
      'Encounter ID,Patient Name,Date of Service,CPT Code,Modifiers,Units,Rendering Provider,Insurance,Charges',
      `KT-501,${student},2026-11-02,97153,HN,8,"Reyes, BCBA",Blue Cross PPO,130.00`,
      `KT-502,${student},11/03/2026,97155,HO,4,"Reyes, BCBA",Blue Cross PPO,126.00`,
      `KT-503,Nobody Atall,2026-11-03,97153,,4,,,`,
      `KT-504,${student},2026-02-30,97153,,4,,,`,
      `KT-505,${student},2026-11-04,97156,,2,,,$59.50`,
      `KT-501,${student},2026-11-02,97153,HN,8,,,`,
      `KT-506,${student},2026-11-05,97153,HN,6,,,97.50`,
    ].join('\n'),
  );

const upload = (bytes: Uint8Array, name = 'kareo-charges.csv', type = 'text/csv') =>
  sendMultipart(stack.gateway.url, IMPORT, { file: null }, { 'variables.file': { bytes, name, type } }, token);

async function finished(id: string): Promise<{ job: Job; polls: Job[] }> {
  const polls: Job[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await stack.gql<{ kareoImportStatus: Job }>(STATUS, { id }, token);
    expect(answer.errors).toBeUndefined();
    polls.push(answer.data!.kareoImportStatus);
    if (['done', 'failed'].includes(answer.data!.kareoImportStatus.status)) return { job: answer.data!.kareoImportStatus, polls };
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  throw new Error('The import did not finish.');
}

async function chargesOf(encounterPrefix: string) {
  const answer = await stack.gql<{ kareoImportRows: { nodes: { encounterId: string; units: number; chargeAmount: number }[] } }>(
    ROWS,
    { f: { patientName: student } },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.kareoImportRows.nodes.filter((row) => row.encounterId.startsWith(encounterPrefix));
}

describe('the Kareo import', () => {
  it('imports the good rows as a job with progress, lists the three bad rows by line, and adds nothing the second time', async () => {
    const started = await upload(sheet());
    expect(started.body.errors).toBeUndefined();
    const job = (started.body.data as { importKareoData: Job }).importKareoData;
    expect(job).toMatchObject({ status: 'queued', total: 4, rejected: 3 });
    expect(job.errors).toEqual([
      { row: 4, message: 'The patient is not a student of the practice.' },
      { row: 5, message: 'The service date is not a valid date.' },
      { row: 7, message: 'Repeats row 2 (same encounter, procedure code and service date).' },
    ]);
    const { job: done, polls } = await finished(job.id);
    expect(polls.some((poll) => poll.processed > 0 && poll.processed < poll.total)).toBe(true);
    expect(done).toMatchObject({
      status: 'done',
      total: 4,
      processed: 4,
      imported: 4,
      skipped: 0,
      rejected: 3,
      fileName: 'kareo-charges.csv',
      importedBy: expect.any(String),
    });
    const charges = await chargesOf('KT-');
    expect(charges.map((row) => row.encounterId).sort()).toEqual(['KT-501', 'KT-502', 'KT-505', 'KT-506']);
    expect(charges.find((row) => row.encounterId === 'KT-505')!.chargeAmount).toBe(59.5);

    const again = await upload(sheet());
    const second = await finished((again.body.data as { importKareoData: Job }).importKareoData.id);
    expect(second.job).toMatchObject({ status: 'done', imported: 0, skipped: 4 });
    expect(await chargesOf('KT-')).toHaveLength(4);

    const list = await stack.gql<{ kareoImports: { nodes: { fileName: string; imported: number }[] } }>(
      '{ kareoImports(page: { search: "kareo-charges" }) { nodes { fileName imported } } }',
      {},
      token,
    );
    expect(list.data!.kareoImports.nodes.slice(0, 2)).toEqual([
      { fileName: 'kareo-charges.csv', imported: 0 },
      { fileName: 'kareo-charges.csv', imported: 4 },
    ]);
  });

  it('filters the charges, offers the filters their values and exports them as a workbook', async () => {
    const options = await stack.gql<{ kareoImportDropdownFilter: { patients: string[]; procedureCodes: string[] } }>(
      '{ kareoImportDropdownFilter { patients procedureCodes } }',
      {},
      token,
    );
    expect(options.data!.kareoImportDropdownFilter.procedureCodes).toEqual(expect.arrayContaining(['97153', '97155']));
    const filtered = await stack.gql<{ kareoImportRows: { nodes: { procedureCode: string; serviceDate: string }[] } }>(
      ROWS,
      { f: { procedureCode: '97155', startDate: '2026-11-01', endDate: '2026-11-30' } },
      token,
    );
    expect(filtered.data!.kareoImportRows.nodes.length).toBeGreaterThan(0);
    expect(filtered.data!.kareoImportRows.nodes.every((row) => row.procedureCode === '97155' && row.serviceDate.startsWith('2026-11'))).toBe(true);

    const exported = await stack.gql<{ exportKareoImportRows: { url: string; fileName: string } }>(
      'mutation($f: KareoImportRowFilter) { exportKareoImportRows(filter: $f) { url fileName } }',
      { f: { patientName: student } },
      token,
    );
    expect(exported.errors).toBeUndefined();
    const file = await fetch(exported.data!.exportKareoImportRows.url);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheetRows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(sheetRows[0]!.slice(1, 3)).toEqual(['Encounter ID', 'Patient Name']);
    expect(
      sheetRows
        .slice(1)
        .map((row) => row[1])
        .filter((id) => String(id).startsWith('KT-')),
    ).toHaveLength(4);
  });

  it('refuses a file that is not a spreadsheet, one missing a column, and fails an import with no valid row', async () => {
    const image = await upload(pngBytes, 'charges.csv');
    expect(image.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file is not a spreadsheet: its content is neither an XLSX workbook nor CSV text.'] },
    });
    const missing = await upload(new TextEncoder().encode('Patient Name,Date of Service,CPT Code,Units\nA B,2026-11-02,97153,4'));
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { file: ['The file is missing the column: Encounter ID.'] } });
    const bad = await upload(
      new TextEncoder().encode('Encounter ID,Patient Name,Date of Service,CPT Code,Units\nX-1,Nobody Atall,2026-11-02,97153,40'),
    );
    const job = (bad.body.data as { importKareoData: Job }).importKareoData;
    expect(job).toMatchObject({ status: 'failed', total: 0, rejected: 1 });
    expect(job.errors[0]!.message).toBe('The patient is not a student of the practice. The units must be a whole number from 1 to 32.');
  });
});
