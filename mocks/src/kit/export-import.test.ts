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
    const csv = toCsv(['name', 'note', 'rate'], [
      ['Smith, Jo', 'said "hi"', -12.5],
      ['=HYPERLINK("x")', 'two\nlines', null],
    ]);
    expect(csv).toBe('\uFEFFname,note,rate\r\n"Smith, Jo","said ""hi""",-12.5\r\n"\'=HYPERLINK(""x"")","two\nlines",\r\n');
  });

  it('reads back what it writes, with the line each record starts on', () => {
    const csv = toCsv(['a', 'b'], [
      ['x, y', 'multi\nline'],
      ['', ''],
      ['last', 'row'],
    ]);
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

  it('normalises headers the way fields are spelled', () => {
    expect(['Service Line', 'service-line', 'serviceLine', ' Unit Minutes '].map(normaliseHeader)).toEqual([
      'service_line',
      'service_line',
      'service_line',
      'unit_minutes',
    ]);
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
      if (values.size !== undefined && values.size !== null && !Number.isInteger(values.size)) errors.add('size', 'The size field must be an integer.');
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
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
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
      const saved = server.db.table<Widget>('widgets').active().find((row) => row.name === 'Flange');
      expect(saved).toMatchObject({ size: 7, colour: 'green' });
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
      expect(await xlsx.json()).toMatchObject({ errors: { file: ['The file field must be a file of type: csv, txt.'] } });
      const column = await post(server, csvForm('name,colour\nNut,red\n'));
      expect(await column.json()).toMatchObject({ errors: { file: ['The file is missing the column: size.'] } });
      expect((await post(server, csvForm('name,size\nNut,1\n'), server.therapist)).status).toBe(403);
      expect(server.db.table('widgets').size).toBe(3);
    } finally {
      await server.close();
    }
  });
});
