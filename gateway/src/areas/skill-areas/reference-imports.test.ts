// The group's CSV imports and exports through GraphQL: skill areas and BCBA tasks (import and export), schools and
// note helper categories (import). An import answers rows imported and rows refused, by line; an export answers a
// URL that serves the list as a real CSV file, without a bearer token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

interface ImportCase {
  mutation: string;
  header: string;
  /** Two good rows carrying `unique`, then a row missing a required cell, then one that repeats a seeded record. */
  rows: (unique: string) => string[];
  /** A list field and the search that finds the good rows afterwards. */
  check: { list: string; filter?: string };
}

const imports: ImportCase[] = [
  {
    mutation: 'importSkillAreas',
    header: 'name,code,description,status',
    rows: (u) => [`Money ${u},M${u},Counting coins,1`, `Time ${u},T${u},Reading clocks,0`, `,X${u},No name,1`, 'Manding,MND2,Seeded name,1'],
    check: { list: 'skillAreas' },
  },
  {
    mutation: 'importBcbaTasks',
    header: 'code,name,category,description,status',
    rows: (u) => [
      `Z-${u}-1,Audit ${u} notes,Supervision,,1`,
      `Z-${u}-2,Audit ${u} graphs,Measurement,,1`,
      `Z-${u}-3,,Measurement,,1`,
      'C-1,Create operational definitions of behavior,Measurement,,1',
    ],
    check: { list: 'bcbaTasks' },
  },
  {
    mutation: 'importSchools',
    header: 'name,school_type,district,email,phone,address,city,state,zip,status',
    rows: (u) => [
      `North ${u} Elementary,Public,Albany USD,north-${u}@k12.test,,1 Main St,Albany,NY,12207,1`,
      `South ${u} Academy,Charter,Albany USD,,,,Albany,NY,,1`,
      `West ${u} School,Boarding,Albany USD,,,,Albany,NY,,1`,
      ',Public,Albany USD,,,,Albany,NY,,1',
    ],
    check: { list: 'schools' },
  },
  {
    mutation: 'importNoteHelperCategories',
    header: 'category,sub_category,description',
    rows: (u) => [
      `Outings ${u},Place ${u},Where it was`,
      `Outings ${u},Skills ${u},What was practised`,
      `Outings ${u},Place ${u},Repeated in the file`,
      'Session Summary,Mood and Affect,Seeded',
    ],
    check: { list: 'noteHelperSubCategories' },
  },
];

describe('CSV imports', () => {
  for (const c of imports) {
    it(`${c.mutation} saves good rows and reports the others by line`, async () => {
      const unique = `q${Date.now().toString(36)}`;
      const csv = [c.header, ...c.rows(unique)].join('\r\n');
      const answer = await sendMultipart(
        stack.gateway.url,
        `mutation($file: Upload!) { r: ${c.mutation}(file: $file) { imported rejected errors { row message } } }`,
        { file: null },
        { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'rows.csv', type: 'text/csv' } },
        token,
      );
      expect(answer.body.errors).toBeUndefined();
      const result = answer.body.data?.r as { imported: number; rejected: number; errors: { row: number; message: string }[] };
      expect(result).toMatchObject({ imported: 2, rejected: 2 });
      // The header is line 1: the bad rows are lines 4 and 5.
      expect(result.errors.map((error) => error.row)).toEqual([4, 5]);
      expect(result.errors.every((error) => error.message.length > 0)).toBe(true);
      const found = await stack.gql<{ r: { pageInfo: { total: number } } }>(
        `query($p: PageInput) { r: ${c.check.list}(page: $p) { pageInfo { total } } }`,
        { p: { search: unique } },
        token,
      );
      expect(found.data?.r.pageInfo.total).toBe(2);
    });
  }

  it('refuses a file that is not CSV, and one without the required columns', async () => {
    const send = (bytes: string, name: string) =>
      sendMultipart(
        stack.gateway.url,
        'mutation($file: Upload!) { r: importSkillAreas(file: $file) { imported } }',
        { file: null },
        { 'variables.file': { bytes: new TextEncoder().encode(bytes), name, type: 'application/octet-stream' } },
        token,
      );
    const wrongType = await send('%PDF-1.4', 'areas.pdf');
    expect(wrongType.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { file: [expect.any(String)] } });
    const noName = await send('code,description\r\nX,Y', 'areas.csv');
    expect(noName.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('CSV exports', () => {
  const exportsOf = [
    { mutation: 'exportSkillAreas', list: 'skillAreas', header: 'name,code,description,status', search: 'ing' },
    { mutation: 'exportBcbaTasks', list: 'bcbaTasks', header: 'code,name,category,description,status', search: 'Use' },
  ];
  for (const e of exportsOf) {
    it(`${e.mutation} answers a URL that serves the searched list as CSV`, async () => {
      const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
        `mutation($p: PageInput) { r: ${e.mutation}(page: $p) { url fileName } }`,
        { p: { search: e.search, sortBy: 'ASC', sortField: 'name' } },
        token,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.r.fileName).toMatch(/\.csv$/);
      const listed = await stack.gql<{ r: { pageInfo: { total: number }; nodes: { name: string }[] } }>(
        `query($p: PageInput) { r: ${e.list}(page: $p) { pageInfo { total } nodes { name } } }`,
        { p: { search: e.search, sortBy: 'ASC', sortField: 'name', perPage: 500 } },
        token,
      );
      // The link is the credential: no bearer token.
      const file = await fetch(answer.data!.r.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/text\/csv/);
      const text = (await file.text()).replace(/^\uFEFF/, '');
      const lines = text.trim().split(/\r\n/);
      expect(lines[0]).toBe(e.header);
      expect(listed.data!.r.pageInfo.total).toBeGreaterThan(1);
      expect(lines).toHaveLength(listed.data!.r.pageInfo.total + 1);
      // Every listed row is in the file, in the list's order.
      const positions = listed.data!.r.nodes.map((node) => text.indexOf(node.name));
      expect(positions.every((at) => at > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  }
});
