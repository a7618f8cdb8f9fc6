// The goal generator through GraphQL: goals written to a sheet, converted to Word (excel to doc), that Word
// converted back (doc to excel) and its spreadsheet read with exceljs equal the goals written; V-II reads several
// students; a file refused by its content, an empty file, wrong headers and an unfitting template say what and
// where and keep nothing; edit file data changes the written spreadsheet; conversion templates check their markers.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

interface Row {
  student: string;
  skillArea: string;
  goal: string;
  target: string;
}
interface Template {
  id: string;
  name: string;
  studentMarker: string | null;
}
interface ClientFile {
  id: string;
  kind: string;
  rowCount: number;
  rows: Row[];
  students: string[];
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FILE = 'id kind rowCount students rows { student skillArea goal target }';

const goals: Row[] = [
  { student: 'Avery Stone', skillArea: 'Manding', goal: 'Request preferred items using two-word phrases', target: 'Cookie please' },
  { student: 'Avery Stone', skillArea: 'Manding', goal: 'Request preferred items using two-word phrases', target: 'Want ball' },
  { student: 'Avery Stone', skillArea: 'Manding', goal: 'Request help when a task is hard', target: '' },
  { student: 'Avery Stone', skillArea: 'Tacting', goal: 'Label 50 common objects', target: 'Animals' },
  { student: 'Avery Stone', skillArea: 'Tacting', goal: 'Label 50 common objects', target: 'Vehicles' },
];

async function templates(): Promise<Template[]> {
  const answer = await stack.gql<{ t: Template[] }>('{ t: allConversionTemplates { id name studentMarker } }', {}, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.t;
}

async function sheet(header: string[], rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Goals');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function readSheet(bytes: ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push([1, 2, 3, 4].map((column) => String(row.getCell(column).value ?? ''))));
  return rows;
}

async function convert(mutation: string, bytes: Uint8Array, name: string, type: string, variables: Record<string, unknown>) {
  const args = Object.keys(variables)
    .map((key) => `, ${key}: $${key}`)
    .join('');
  const params = Object.keys(variables)
    .map((key) => `, $${key}: ${key === 'templateUId' ? 'ID!' : 'String'}`)
    .join('');
  return sendMultipart(
    stack.gateway.url,
    `mutation($file: Upload!${params}) { r: ${mutation}(file: $file${args}) { ${FILE} } }`,
    { file: null, ...variables },
    { 'variables.file': { bytes, name, type } },
    office,
  );
}

async function download(field: 'convertedXlsxDownload' | 'convertedDocxDownload', id: string): Promise<ArrayBuffer> {
  const answer = await stack.gql<{ d: { url: string; fileName: string } }>(
    `mutation($id: ID!) { d: ${field}(id: $id) { url fileName } }`,
    { id },
    office,
  );
  expect(answer.errors).toBeUndefined();
  const res = await fetch(answer.data!.d.url);
  expect(res.status).toBe(200);
  return res.arrayBuffer();
}

async function fileCount(): Promise<number> {
  const answer = await stack.gql<{ f: { pageInfo: { total: number } } }>('{ f: goalClientFiles { pageInfo { total } } }', {}, office);
  return answer.data!.f.pageInfo.total;
}

describe('doc to excel and excel to doc', () => {
  it('round trip: goals to a sheet, to Word, back to a spreadsheet read equal', async () => {
    const [oneStudent] = (await templates()).filter((template) => template.studentMarker === null);
    const source = await sheet(
      ['Student', 'Skill Area', 'Goal', 'Target'],
      goals.map((row) => [row.student, row.skillArea, row.goal, row.target]),
    );
    const toDoc = await convert('convertExcelToDoc', source, 'avery goals.xlsx', xlsxType, { templateUId: oneStudent!.id });
    expect(toDoc.body.errors).toBeUndefined();
    const docFile = toDoc.body.data!.r as ClientFile;
    expect(docFile).toMatchObject({ kind: 'EXCEL_TO_DOC', rowCount: 5 });
    const word = new Uint8Array(await download('convertedDocxDownload', docFile.id));
    expect([...word.slice(0, 2)]).toEqual([0x50, 0x4b]);

    const toExcel = await convert('convertDocToExcel', word, 'avery goals.docx', docxType, {
      templateUId: oneStudent!.id,
      studentName: 'Avery Stone',
    });
    expect(toExcel.body.errors).toBeUndefined();
    const excelFile = toExcel.body.data!.r as ClientFile;
    expect(excelFile.rows).toEqual(goals);
    const written = await readSheet(await download('convertedXlsxDownload', excelFile.id));
    expect(written).toEqual([['Student', 'Skill Area', 'Goal', 'Target'], ...goals.map((row) => [row.student, row.skillArea, row.goal, row.target])]);
  });

  it('V-II reads several students, each under the template’s student marker', async () => {
    const [byTitle] = (await templates()).filter((template) => template.studentMarker === 'TITLE');
    const two = [...goals, { student: 'Blake Moore', skillArea: 'Math', goal: 'Count objects up to 20', target: 'Blocks' }];
    const source = await sheet(
      ['Student', 'Skill Area', 'Goal', 'Target'],
      two.map((row) => [row.student, row.skillArea, row.goal, row.target]),
    );
    const toDoc = await convert('convertExcelToDoc', source, 'two.xlsx', xlsxType, { templateUId: byTitle!.id });
    const word = new Uint8Array(await download('convertedDocxDownload', (toDoc.body.data!.r as ClientFile).id));
    const back = await convert('convertDocToExcelV2', word, 'two.docx', docxType, { templateUId: byTitle!.id });
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data!.r).toMatchObject({ kind: 'DOC_TO_EXCEL_V2', students: ['Avery Stone', 'Blake Moore'], rows: two });
  });
});

describe('bad files keep nothing and say what is wrong', () => {
  it('refuses a file by its content, an empty file, wrong headers and a template that does not fit', async () => {
    const all = await templates();
    const one = all.find((template) => template.studentMarker === null)!;
    const before = await fileCount();
    const refusals: [string, Uint8Array, string, string, Record<string, unknown>, RegExp][] = [
      [
        'convertDocToExcel',
        pngBytes,
        'plan.docx',
        docxType,
        { templateUId: one.id, studentName: 'A B' },
        /'plan.docx' is a PNG image by its content, not a Word document/,
      ],
      ['convertDocToExcel', new Uint8Array(), 'plan.docx', docxType, { templateUId: one.id, studentName: 'A B' }, /'plan.docx' is empty/],
      [
        'convertExcelToDoc',
        await sheet(['Name', 'Area', 'Goal'], [['x', 'y', 'z']]),
        'g.xlsx',
        xlsxType,
        { templateUId: one.id },
        /Row 1 of the sheet lacks the columns 'Skill Area' \(skill area\), 'Target' \(target\)/,
      ],
      [
        'convertExcelToDoc',
        await sheet(['Skill Area', 'Goal', 'Target'], [['Manding', '', 'x']]),
        'g.xlsx',
        xlsxType,
        { templateUId: one.id },
        /Row 2: the 'Goal' cell is empty/,
      ],
      ['convertDocToExcelV2', new Uint8Array([1]), 'x.docx', docxType, { templateUId: one.id }, /marks no students: doc to excel V-II/],
    ];
    for (const [mutation, bytes, name, type, variables, message] of refusals) {
      const answer = await convert(mutation, bytes, name, type, variables);
      expect(answer.body.errors?.[0]?.extensions?.code, name).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(message);
    }
    // A Word document whose goals come before any skill area heading: the paragraph is named.
    const headings = all.find((template) => template.studentMarker === 'TITLE')!;
    const source = await sheet(['Student', 'Skill Area', 'Goal', 'Target'], [['Avery Stone', 'Manding', 'Request items', 'Ball']]);
    const toDoc = await convert('convertExcelToDoc', source, 'a.xlsx', xlsxType, { templateUId: one.id });
    const word = new Uint8Array(await download('convertedDocxDownload', (toDoc.body.data!.r as ClientFile).id));
    const misfit = await convert('convertDocToExcelV2', word, 'a.docx', docxType, { templateUId: headings.id });
    expect(misfit.body.errors?.[0]?.message).toMatch(
      /Paragraph 1 'Manding' is a skill area \(Heading 1 style\) but no student \(Title style\) comes before it/,
    );
    expect(await fileCount()).toBe(before + 1);
  });
});

describe('edit file data', () => {
  it('changes the rows the spreadsheet is written from, and refuses a row without a goal', async () => {
    const one = (await templates()).find((template) => template.studentMarker === null)!;
    const source = await sheet(
      ['Skill Area', 'Goal', 'Target'],
      [
        ['Manding', 'Request items', 'Ball'],
        ['Langauge', 'Follow directions', ''],
      ],
    );
    const made = await convert('convertExcelToDoc', source, 'e.xlsx', xlsxType, { templateUId: one.id });
    const file = made.body.data!.r as ClientFile;
    const checks = await stack.gql<{ c: { row: number; message: string }[] }>(
      'query($id: ID!) { c: goalClientFileChecks(fileId: $id) { row message } }',
      { id: file.id },
      office,
    );
    expect(checks.data!.c).toEqual([{ row: 2, message: "Row 2: skill area 'Langauge' does not exist." }]);

    const UPDATE = `mutation($id: ID!, $rows: [ConvertedGoalRowInput!]!) { r: updateGoalClientFile(id: $id, rows: $rows) { ${FILE} } }`;
    const fixed = file.rows.map((row) => (row.skillArea === 'Langauge' ? { ...row, skillArea: 'Listener Responding' } : row));
    const wrong = await stack.gql(UPDATE, { id: file.id, rows: [...fixed, { student: '', skillArea: 'Math', goal: '', target: '' }] }, office);
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ 'rows.2.goal': ['Row 3: the goal is required.'] });
    const saved = await stack.gql<{ r: ClientFile }>(UPDATE, { id: file.id, rows: fixed }, office);
    expect(saved.errors).toBeUndefined();
    const written = await readSheet(await download('convertedXlsxDownload', file.id));
    expect(written[2]).toEqual(['', 'Listener Responding', 'Follow directions', '']);

    const removed = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($id: ID!) { r: deleteGoalClientFile(id: $id) { ok } }',
      { id: file.id },
      office,
    );
    expect(removed.data!.r.ok).toBe(true);
    const gone = await stack.gql('query($id: ID!) { f: goalClientFile(id: $id) { id } }', { id: file.id }, office);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('conversion templates', () => {
  it('are created with distinct markers, and refuse a marker used twice', async () => {
    const CREATE =
      'mutation($input: ConversionTemplateInput!) { r: createConversionTemplate(input: $input) { id name type studentMarker goalMarker } }';
    const input = {
      name: 'Heading goals',
      type: 'DOC_TO_EXCEL',
      studentMarker: null,
      skillAreaMarker: 'HEADING_1',
      goalMarker: 'HEADING_2',
      targetMarker: 'BULLETED',
      studentColumn: 'Learner',
      skillAreaColumn: 'Domain',
      goalColumn: 'Objective',
      targetColumn: 'Step',
    };
    const made = await stack.gql<{ r: Record<string, unknown> }>(CREATE, { input }, office);
    expect(made.errors).toBeUndefined();
    expect(made.data!.r).toMatchObject({ name: 'Heading goals', type: 'DOC_TO_EXCEL', studentMarker: null, goalMarker: 'HEADING_2' });
    const twice = await stack.gql(CREATE, { input: { ...input, name: 'Twice', targetMarker: 'HEADING_2' } }, office);
    expect(twice.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      targetMarker: ['The target marker is the same as the goal marker: each level needs its own marker.'],
    });
    const configs = await stack.gql<{ c: { types: string[]; markers: { value: string; label: string }[] } }>(
      '{ c: conversionConfigs { types markers { value label } } }',
      {},
      office,
    );
    expect(configs.data!.c.types).toContain('CASE_EXCEL_TO_DOC_EXCEL');
    expect(configs.data!.c.markers).toContainEqual({ value: 'numbered', label: 'numbered list item' });
  });
});
