// The export and import pieces: CSV and XLSX written and read back, and both calls over real HTTP on a throw-away
// resource.
import ExcelJS from 'exceljs';
import express from 'express';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Row } from '../db/table.js';
import { Db } from '../db/index.js';
import { createAuth } from '../server/auth.js';
import { TokenStore } from '../server/tokens.js';
import { defineResource } from './define-resource.js';
import { CsvReadError, parseCsv, toCsv } from './csv.js';
import { exportFilesOf, maxKeptExports, offerFile, registerExport, registerExportFiles, rowsToCsv, sheetFile } from './export.js';
import { registerImport } from './import.js';
import { normaliseHeader } from './sheet-record.js';
import { readXlsx, toXlsx } from './xlsx.js';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import multer from 'multer';

describe('CSV', () => {
  it('writes RFC 4180 with a byte-order mark and neutralises formulas', () => {
    const csv = toCsv(
      ['name', 'note', 'rate'],
      [
        ['Smith, Jo', 'said "hi"', -12.5],
        ['=HYPERLINK("x")', 'two\nlines', null],
      ],
    );
    expect(csv).toBe('\uFEFFname,note,rate\r\n"Smith, Jo","said ""hi""",-12.5\r\n"\'=HYPERLINK(""x"")","two\nlines",\r\n');
  });

  it('reads back what it writes, with the line each record starts on', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x, y', 'multi\nline'],
        ['', ''],
        ['last', 'row'],
      ],
    );
    expect(parseCsv(csv)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'multi\nline'] },
      { line: 4, cells: ['', ''] },
      { line: 5, cells: ['last', 'row'] },
    ]);
    expect(parseCsv('a;b\nc')).toEqual([
      { line: 1, cells: ['a;b'] },
      { line: 2, cells: ['c'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('names columns by field or by header and reader', () => {
    const rows = [{ id: 1, name: 'A', tags: ['x', 'y'] }];
    expect(rowsToCsv(rows, ['id', 'name', { header: 'Tags', value: (row) => row.tags }])).toBe('\uFEFFid,name,Tags\r\n1,A,"x, y"\r\n');
  });

  it('guards every cell a spreadsheet would run as a formula, and only those', () => {
    const cells = ['=SUM(A1)', '+1+1', '-A1', '@cmd', '\tTab', '\rReturn', -3, '-4.5', 'a=b', 'plain'];
    const [, row] = parseCsv(
      toCsv(
        cells.map((_, index) => `c${index}`),
        [cells],
      ),
    );
    expect(row!.cells).toEqual(["'=SUM(A1)", "'+1+1", "'-A1", "'@cmd", "'\tTab", "'\rReturn", '-3', '-4.5', 'a=b', 'plain']);
    expect(toCsv(['formula'], [['=SUM(A1)']])).toBe("\uFEFFformula\r\n'=SUM(A1)\r\n");
  });

  it('quotes cells with surrounding spaces and reads CR line ends', () => {
    expect(toCsv(['a', 'b'], [[' lead', 'trail ']])).toBe('\uFEFFa,b\r\n" lead","trail "\r\n');
    expect(parseCsv('a,b\r1,2\r\r3,4')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: [''] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('refuses a quoted cell that is never closed, naming the line it opens on', () => {
    const read = (text: string): unknown => {
      try {
        return parseCsv(text);
      } catch (error) {
        return error;
      }
    };
    const error = read('a,b\n1,2\n3,"open\n4,5\n');
    expect(error).toBeInstanceOf(CsvReadError);
    expect((error as CsvReadError).line).toBe(3);
  });

  it('normalises headers the way fields are spelled', () => {
    expect(['Service Line', 'service-line', 'serviceLine', ' Unit Minutes '].map(normaliseHeader)).toEqual([
      'service_line',
      'service_line',
      'service_line',
      'unit_minutes',
    ]);
  });
});

describe('XLSX', () => {
  it('writes a workbook exceljs opens: the sheet name, a bold header, then the values in column order', async () => {
    const content = await toXlsx(
      'Students: a/b [list] with a very long name indeed',
      ['ID', 'Name', 'Tags', 'Note'],
      [
        [1, 'Ann', ['x', 'y'], null],
        [2.5, 'Bob\u0001', [], '=SUM(A1)'],
      ],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Students  a b  list  with a ver');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Tags', 'Note']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'Ann', 'x; y']);
    expect(sheet.getRow(3).values).toEqual([undefined, 2.5, 'Bob', undefined, '=SUM(A1)']);
    expect(sheet.getRow(3).getCell(4).formula).toBeUndefined();
    expect(sheet.rowCount).toBe(3);
  });

  it('serves an export as a workbook exceljs reads back', async () => {
    const file = await sheetFile(
      'xlsx',
      'Authorizations',
      ['Number', 'Units remaining'],
      [
        ['A-1', 12],
        ['A-2', 0],
      ],
    );
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Authorizations')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Number', 'Units remaining'],
      ['A-1', 12],
      ['A-2', 0],
    ]);
  });

  it("reads a workbook's first sheet as text with row numbers: dates, formulas' results and links", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Born', 'Total', 'Site']);
    sheet.addRow(['Ann', new Date(Date.UTC(2019, 2, 4)), { formula: '1+2', result: 3 }, { text: 'home', hyperlink: 'https://example.test' }]);
    sheet.getRow(4).values = ['Bob', new Date(Date.UTC(2020, 0, 2, 9, 30)), 7, { richText: [{ text: 'ri' }, { text: 'ch' }] }];
    workbook.addWorksheet('Ignored').addRow(['x']);
    const records = await readXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(records).toEqual([
      { line: 1, cells: ['Name', 'Born', 'Total', 'Site'] },
      { line: 2, cells: ['Ann', '2019-03-04', '3', 'home'] },
      { line: 4, cells: ['Bob', '2020-01-02 09:30:00', '7', 'rich'] },
    ]);
    expect(await readXlsx(Buffer.from('not a workbook'))).toBeUndefined();
    expect(await readXlsx(Buffer.from(zipSync({ 'word/document.xml': strToU8('<w/>') })))).toBeUndefined();
  });
});

interface Widget extends Row {
  name: string;
  size: number | null;
  colour: string | null;
}

const widgets = defineResource<Widget>({
  name: 'widget',
  table: 'widgets',
  paths: { list: 'widgets' },
  permission: 'Agency',
  required: ['name', 'size'],
  unique: ['name'],
  searchable: ['name'],
  filters: { colour: 'colour' },
  fillable: ['name', 'size', 'colour'],
  casts: { size: 'integer' },
  seed: () => [
    { name: 'Sprocket', size: 3, colour: 'red' },
    { name: 'Gear', size: 5, colour: 'blue' },
    { name: 'Cog', size: 1, colour: 'red' },
  ],
});

async function widgetServer() {
  const db = new Db();
  const tokens = new TokenStore();
  const context = { db, tokens, auth: createAuth(tokens, db) };
  const app = express();
  const router = express.Router();
  router.use(express.json());
  router.use(multer({ storage: multer.memoryStorage() }).any());
  widgets.register(router, context);
  registerExport(router, context, { path: 'export-widgets', resource: widgets.spec, columns: ['id', 'name', 'size', 'colour'] });
  registerImport(router, context, {
    path: 'import-widgets',
    resource: widgets.spec,
    columns: { widget: 'name' },
    check: (values, errors) => {
      if (values.size !== undefined && values.size !== null && !Number.isInteger(values.size))
        errors.add('size', 'The size field must be an integer.');
    },
  });
  app.use('/api', router);
  registerExportFiles(app, db);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const office = db.userByEmail('office@practice.test')!;
  const therapist = db.userByEmail('therapist@practice.test')!;
  return {
    db,
    origin,
    office: tokens.issue(office.id),
    therapist: tokens.issue(therapist.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function csvForm(text: string, name = 'widgets.csv', type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  return form;
}

describe('registerExport and the file it serves', () => {
  it('exports the matching rows, sorted, as a file at the answered URL', async () => {
    const server = await widgetServer();
    try {
      const res = await fetch(`${server.origin}/api/export-widgets?colour=red&sort_by=asc&sort_field_name=name`, {
        headers: { authorization: `Bearer ${server.office}` },
      });
      const body = (await res.json()) as { status: boolean; data: { url: string; file_name: string } };
      expect(body.status).toBe(true);
      expect(body.data.file_name).toMatch(/^widgets-\d{14}-[0-9a-f]{12}\.csv$/);
      expect(body.data.url).toBe(`${server.origin}/files/exports/${body.data.file_name}`);
      const file = await fetch(body.data.url);
      expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(file.headers.get('content-disposition')).toContain(body.data.file_name);
      expect(await file.text()).toBe('id,name,size,colour\r\n3,Cog,1,red\r\n1,Sprocket,3,red\r\n');
      expect((await fetch(`${server.origin}/files/exports/nope.csv`)).status).toBe(404);
      const refused = await fetch(`${server.origin}/api/export-widgets`, { headers: { authorization: `Bearer ${server.therapist}` } });
      expect(refused.status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('offers any file under a fresh URL that serves it, without a token, under its own name', async () => {
    const db = new Db();
    const app = express();
    app.get('/offer', async (req, res) => {
      res.json(offerFile(req, db, { fileName: 'export-auth-data.xlsx', ...(await sheetFile('xlsx', 'Sheet', ['A'], [[1]])) }));
    });
    registerExportFiles(app, db);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const first = (await (await fetch(`${origin}/offer`)).json()) as { url: string; file_name: string };
      const second = (await (await fetch(`${origin}/offer`)).json()) as { url: string; file_name: string };
      expect(first.file_name).toBe('export-auth-data.xlsx');
      expect(first.url).toMatch(new RegExp(`^${origin}/files/exports/export-auth-data-\\d{14}-[0-9a-f]{12}\\.xlsx$`));
      expect(second.url).not.toBe(first.url);
      const file = await fetch(first.url);
      expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="export-auth-data.xlsx"');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('PK\u0003\u0004');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps a bounded number of files', () => {
    const store = exportFilesOf(new Db());
    for (let index = 0; index <= maxKeptExports; index += 1) {
      store.put({ name: `f${index}`, contentType: 'text/csv', content: Buffer.from(''), createdAt: '' });
    }
    expect(store.size).toBe(maxKeptExports);
    expect(store.get('f0')).toBeUndefined();
    expect(store.get(`f${maxKeptExports}`)).toBeDefined();
  });
});

describe('registerImport', () => {
  const post = (server: Awaited<ReturnType<typeof widgetServer>>, form: FormData, token = server.office) =>
    fetch(`${server.origin}/api/import-widgets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

  it('saves good rows and reports bad ones by line', async () => {
    const server = await widgetServer();
    try {
      const csv = ['Widget,Size,Colour', 'Flange,7,green', ',2,red', 'gear,4,', '', 'Bolt,x,grey', 'Flange,8,'].join('\n');
      const res = await post(server, csvForm(csv));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: true,
        message: '1 row imported, 4 rejected.',
        data: {
          imported: 1,
          rejected: 4,
          errors: [
            { row: 3, message: 'The name field is required.' },
            { row: 4, message: 'The name has already been taken.' },
            { row: 6, message: 'The size field must be an integer.' },
            { row: 7, message: 'The name has already been taken.' },
          ],
        },
      });
      const saved = server.db
        .table<Widget>('widgets')
        .active()
        .find((row) => row.name === 'Flange');
      expect(saved).toMatchObject({ size: 7, colour: 'green' });
    } finally {
      await server.close();
    }
  });

  it('reads an XLSX upload, whatever its name, reporting bad rows by row number', async () => {
    const server = await widgetServer();
    try {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Widgets');
      sheet.addRow(['Widget', 'Size', 'Colour']);
      sheet.addRow(['Flange', 7, 'green']);
      sheet.addRow([null, 2, 'red']);
      sheet.getRow(5).values = ['Bolt', 'x', 'grey'];
      sheet.getRow(6).values = ['Nut', { formula: '2*2', result: 4 }, 'brown'];
      const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), 'upload.bin');
      const res = await post(server, form);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: true,
        message: '2 rows imported, 2 rejected.',
        data: {
          imported: 2,
          rejected: 2,
          errors: [
            { row: 3, message: 'The name field is required.' },
            { row: 5, message: 'The size field must be an integer.' },
          ],
        },
      });
      const saved = server.db
        .table<Widget>('widgets')
        .active()
        .filter((row) => ['Flange', 'Nut'].includes(row.name));
      expect(saved.map(({ name, size, colour }) => ({ name, size, colour }))).toEqual([
        { name: 'Flange', size: 7, colour: 'green' },
        { name: 'Nut', size: 4, colour: 'brown' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('refuses a workbook without a header row, a ZIP that is no workbook and a CSV that cannot be read', async () => {
    const server = await widgetServer();
    try {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Widgets').getRow(2).values = ['Widget', 'Size'];
      const headless = new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]);
      const form = new FormData();
      form.append('file', headless, 'widgets.xlsx');
      expect(await (await post(server, form)).json()).toMatchObject({ errors: { file: ['The file must start with a header row.'] } });
      const archive = new FormData();
      archive.append('file', new Blob([zipSync({ 'a.txt': strToU8('Widget,Size') })]), 'widgets.csv');
      expect(await (await post(server, archive)).json()).toMatchObject({
        errors: { file: ['The file field must be a file of type: csv, txt, xlsx.'] },
      });
      const open = await post(server, csvForm('Widget,Size\nNut,"1\nBolt,2\n'));
      expect(open.status).toBe(422);
      expect(await open.json()).toMatchObject({ errors: { file: ['The file could not be read as CSV at line 2.'] } });
      expect(server.db.table('widgets').size).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('refuses a missing file, another type, a missing column, and a caller without the permission', async () => {
    const server = await widgetServer();
    try {
      const none = await post(server, new FormData());
      expect(none.status).toBe(422);
      expect(await none.json()).toMatchObject({ errors: { file: ['The file field is required.'] } });
      const xlsx = await post(server, csvForm('x', 'widgets.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
      expect(await xlsx.json()).toMatchObject({ errors: { file: ['The file field must be a file of type: csv, txt, xlsx.'] } });
      const column = await post(server, csvForm('name,colour\nNut,red\n'));
      expect(await column.json()).toMatchObject({ errors: { file: ['The file is missing the column: size.'] } });
      expect((await post(server, csvForm('name,size\nNut,1\n'), server.therapist)).status).toBe(403);
      expect(server.db.table('widgets').size).toBe(3);
    } finally {
      await server.close();
    }
  });
});
