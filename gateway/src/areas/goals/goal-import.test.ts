// The goal mass import through GraphQL as the office administrator: a sheet with three known errors is reported
// row by row and column by column (a near-miss name with its suggestion) before anything is written; the valid rows
// import as a job whose progress is polled and which lands in the import list; the same file again adds nothing.
// Files refused whole: not a spreadsheet (by content), empty, missing columns.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

const CHECK = `mutation($file: Upload!) { checkGoalImport(file: $file) { fileName rows validRows invalidRows duplicateRows problems { row column value message suggestion } } }`;
const IMPORT = `mutation($file: Upload!) { importGoals(file: $file) { id status total rejected } }`;
const STATUS = `query($id: ID!) { goalImportStatus(importId: $id) { id status total processed imported skipped rejected importedBy fileName } }`;

interface Problem {
  row: number;
  column: string;
  value: string | null;
  message: string;
  suggestion: string | null;
}
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
}

let stack: Stack;
let token: string;
let student: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const students = await stack.gql<{ clientList: { firstName: string; lastName: string }[] }>('{ clientList { firstName lastName } }', {}, token);
  const first = students.data!.clientList.at(-1)!;
  student = `${first.firstName} ${first.lastName}`;
});
afterAll(() => stack.stop());

const header = 'student_name,parent_goal,goal_name,skill_area,targets,recording_type,mastery_criteria';
const csv = (lines: string[]) => new TextEncoder().encode([header, ...lines].join('\n'));
/** Rows 2–7: three good rows (a parent goal and two sub-goals) and three bad ones. */
const sheet = () =>
  csv([
    `${student},,Import parent: communicate needs,Manding,,Percentage,80% across 3 sessions`,
    `${student},Import parent: communicate needs,Import sub: request items,Manding,Juice; Ball; Bubbles,Frequency,`,
    `Nobody Atall,,Import orphan goal,Manding,,,`,
    `${student},Import parent: communicate needs,Import sub: label objects,Tacting,Cup; Shoe,Percentage,`,
    `${student},,Import misspelt area,Mandng,,,`,
    `${student},,Import bad recording,Tacting,,Frequncy,`,
  ]);

const upload = (query: string, bytes: Uint8Array, name = 'goals.csv', type = 'text/csv') =>
  sendMultipart(stack.gateway.url, query, { file: null }, { 'variables.file': { bytes, name, type } }, token);

async function waitFor(id: string): Promise<Job> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await stack.gql<{ goalImportStatus: Job }>(STATUS, { id }, token);
    expect(answer.errors).toBeUndefined();
    if (answer.data!.goalImportStatus.status === 'done') return answer.data!.goalImportStatus;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The import did not finish.');
}

async function goalsOfImport(): Promise<string[]> {
  const answer = await stack.gql<{ goalImportRows: { nodes: { goalName: string; studentName: string }[] } }>(
    'query($f: GoalImportRowFilter) { goalImportRows(filter: $f, page: { perPage: 500 }) { nodes { goalName studentName } } }',
    { f: { studentName: student } },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.goalImportRows.nodes.map((row) => row.goalName).filter((name) => name.startsWith('Import'));
}

describe('the goal import', () => {
  it('reports every problem of a sheet by row and column, with a suggestion for a near miss, and writes nothing', async () => {
    const answer = await upload(CHECK, sheet());
    expect(answer.body.errors).toBeUndefined();
    const check = (
      answer.body.data as { checkGoalImport: { rows: number; validRows: number; invalidRows: number; duplicateRows: number; problems: Problem[] } }
    ).checkGoalImport;
    expect(check).toMatchObject({ rows: 6, validRows: 3, invalidRows: 3, duplicateRows: 0 });
    expect(check.problems).toEqual([
      { row: 4, column: 'student_name', value: 'Nobody Atall', message: "row 4: student 'Nobody Atall' does not exist.", suggestion: null },
      {
        row: 6,
        column: 'skill_area',
        value: 'Mandng',
        message: "row 6: skill area 'Mandng' does not exist; did you mean Manding?",
        suggestion: 'Manding',
      },
      {
        row: 7,
        column: 'recording_type',
        value: 'Frequncy',
        message: "row 7: recording type 'Frequncy' does not exist; did you mean Frequency?",
        suggestion: 'Frequency',
      },
    ]);
    expect(await goalsOfImport()).toEqual([]);
  });

  it('imports only the valid rows as a job, lists who ran it and how many rows, and adds nothing the second time', async () => {
    const started = await upload(IMPORT, sheet(), 'caseload.csv');
    expect(started.body.errors).toBeUndefined();
    const job = (started.body.data as { importGoals: Job }).importGoals;
    expect(job).toMatchObject({ total: 3, rejected: 3 });
    const done = await waitFor(job.id);
    expect(done).toMatchObject({
      processed: 3,
      imported: 3,
      skipped: 0,
      rejected: 3,
      importedBy: expect.stringMatching(/\S/),
      fileName: 'caseload.csv',
    });
    expect((await goalsOfImport()).sort()).toEqual(['Import parent: communicate needs', 'Import sub: label objects', 'Import sub: request items']);

    const tree = await stack.gql<{ goals: { nodes: { name: string; parentName: string | null; targets: { name: string }[] }[] } }>(
      'query($p: PageInput) { goals(page: $p) { nodes { name parentName targets { name } } } }',
      { p: { search: 'Import sub: request items' } },
      token,
    );
    expect(tree.data!.goals.nodes[0]).toMatchObject({
      parentName: 'Import parent: communicate needs',
      targets: [{ name: 'Juice' }, { name: 'Ball' }, { name: 'Bubbles' }],
    });

    const list = await stack.gql<{ goalImports: { nodes: { id: string; imported: number; importedBy: string; createdAt: string }[] } }>(
      '{ goalImports { nodes { id imported importedBy createdAt } } }',
      {},
      token,
    );
    expect(list.data!.goalImports.nodes[0]).toMatchObject({ id: job.id, imported: 3 });

    const again = await upload(IMPORT, sheet(), 'caseload.csv');
    const second = await waitFor((again.body.data as { importGoals: Job }).importGoals.id);
    expect(second).toMatchObject({ imported: 0, skipped: 3 });
    expect(await goalsOfImport()).toHaveLength(3);
    const recheck = await upload(CHECK, sheet());
    expect((recheck.body.data as { checkGoalImport: { duplicateRows: number } }).checkGoalImport.duplicateRows).toBe(3);
  });

  it('reads an XLSX workbook the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheetOf = workbook.addWorksheet('Goals');
    sheetOf.addRow(header.split(','));
    sheetOf.addRow([student, '', 'Workbook goal', 'Tacting', 'Cup', 'Percentage', '']);
    sheetOf.addRow([student, '', 'Workbook goal two', 'Tactng', '', '', '']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload(CHECK, bytes, 'goals.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const check = (answer.body.data as { checkGoalImport: { validRows: number; problems: Problem[] } }).checkGoalImport;
    expect(check.validRows).toBe(1);
    expect(check.problems.map((problem) => problem.message)).toEqual(["row 3: skill area 'Tactng' does not exist; did you mean Tacting?"]);
  });

  it('refuses a file that is not a spreadsheet, an empty file and a sheet missing columns', async () => {
    const fieldError = (answer: Awaited<ReturnType<typeof upload>>) =>
      (answer.body.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined)?.file?.[0];
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    expect(fieldError(await upload(CHECK, png, 'goals.csv'))).toBe(
      'The file is not a spreadsheet: its content is neither an XLSX workbook nor CSV text.',
    );
    expect(fieldError(await upload(CHECK, new Uint8Array(), 'goals.csv'))).toBe('The file is empty.');
    expect(fieldError(await upload(CHECK, new TextEncoder().encode('student_name,targets\nA,B'), 'goals.csv'))).toBe(
      'The file is missing the columns: goal name, skill area.',
    );
    expect(fieldError(await upload(CHECK, new TextEncoder().encode(header), 'goals.csv'))).toBe('The file has no goal rows below its header.');
  });
});
