// A resource with an owner and hooks over real HTTP: lists and creates scoped by the owner, the owner checked and
// stamped, hooks that validate, derive, cascade and add routes, and the soft-delete lifecycle with its answers.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../db/index.js';
import type { Row } from '../db/table.js';
import { createAuth } from '../server/auth.js';
import { ok } from '../server/replies.js';
import { TokenStore } from '../server/tokens.js';
import { defineResource } from './define-resource.js';
import type { WriteEvent } from './types.js';

interface Shelf extends Row {
  name: string;
  hidden: boolean;
}

interface Book extends Row {
  shelf_id: number;
  title: string;
  slug: string;
}

const events: [WriteEvent, number][] = [];

const shelves = defineResource<Shelf>({
  name: 'shelf',
  table: 'shelves',
  permission: null,
  paths: {},
  seed: () => [
    { name: 'Open', hidden: false },
    { name: 'Locked', hidden: true },
    { name: 'Gone', hidden: false, deleted_at: '2025-01-01T00:00:00.000Z' },
  ],
});

const books = defineResource<Book>({
  name: 'book',
  table: 'books',
  permission: null,
  owner: { table: 'shelves', field: 'shelf_id', title: 'Shelf', visible: (shelf: Shelf) => !shelf.hidden },
  paths: {
    list: 'shelf/{id}/books',
    create: 'book',
    detail: 'book/{id}',
    update: 'book/{id}',
    remove: 'book/{id}',
    deleted: 'deleted-books',
    restore: 'restore-book',
    permanentDelete: 'permanent-delete-book',
  },
  deletedParam: 'only_deleted',
  unpaged: true,
  order: (a, b) => a.title.localeCompare(b.title),
  fillable: ['title', 'shelf_id'],
  required: ['title'],
  seed: () => [
    { shelf_id: 1, title: 'Beta', slug: 'beta' },
    { shelf_id: 1, title: 'Alpha', slug: 'alpha' },
    { shelf_id: 2, title: 'Secret', slug: 'secret' },
  ],
  hooks: {
    beforeSave(values, errors, { existing }) {
      const title = values.title ?? existing?.title ?? '';
      if (title.toLowerCase() === 'untitled') errors.add('title', 'The title must say something.');
      return { ...values, slug: title.toLowerCase().replace(/\s+/g, '-') };
    },
    after: (event, row) => void events.push([event, row.id]),
    present: () => (row) => ({ ...row, label: `${row.title} (#${row.id})` }),
    routes(router, { auth }, parts) {
      router.get('/book-slug/:id', auth.required, (req, res) => {
        const row = parts.rowOf(req, res);
        if (row) ok(res, { data: row.slug });
      });
    },
  },
});

let server: Server;
let base = '';
let token = '';

beforeAll(async () => {
  const db = new Db();
  const tokens = new TokenStore();
  const context = { db, tokens, auth: createAuth(tokens, db) };
  const router = express.Router();
  router.use(express.json());
  shelves.register(router, context);
  books.register(router, context);
  const app = express();
  app.use('/api', router);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  token = tokens.issue(1);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function call(path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, base), {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const titles = (body: Record<string, unknown>) => (body.data as Book[]).map((book) => book.title);

describe('a resource with an owner', () => {
  it("lists the owner's records in the declared order, presented", async () => {
    const { status, body } = await call('shelf/1/books');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Alpha', 'Beta']);
    expect((body.data as { label: string }[])[0]!.label).toBe('Alpha (#2)');
  });

  it('answers 404 for an owner that does not exist, is deleted or is hidden from the caller', async () => {
    for (const id of [99, 3, 2]) {
      expect(await call(`shelf/${id}/books`)).toMatchObject({ status: 404, body: { message: 'Shelf not found.' } });
    }
    expect(await call('book/3')).toMatchObject({ status: 404, body: { message: 'Book not found.' } });
  });

  it('creates a record stamped with the owner the body names, or answers 422', async () => {
    expect((await call('book', { json: { title: 'Gamma' } })).body).toMatchObject({ errors: { shelf_id: ['The shelf id field is required.'] } });
    expect((await call('book', { json: { title: 'Gamma', shelf_id: 2 } })).body).toMatchObject({
      errors: { shelf_id: ['The selected shelf id is invalid.'] },
    });
    const created = await call('book', { json: { title: 'Gamma Ray', shelf_id: '1' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ message: 'Book created successfully.', data: { shelf_id: 1, title: 'Gamma Ray', slug: 'gamma-ray' } });
    expect(events.at(-1)).toEqual(['created', (created.body.data as Book).id]);
  });

  it("runs the kit's rules and the hook's together, and keeps a record with its owner", async () => {
    const refused = await call('book', { json: { title: 'untitled', shelf_id: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { title: ['The title must say something.'] } });
    const updated = await call('book/1', { method: 'PUT', json: { title: 'Beta Two', shelf_id: 2 } });
    expect(updated.body).toMatchObject({ message: 'Book updated successfully.', data: { id: 1, shelf_id: 1, slug: 'beta-two' } });
    expect(await call('book-slug/1')).toMatchObject({ status: 200, body: { data: 'beta-two' } });
    expect((await call('book/1', { method: 'PUT', json: { title: '' } })).body).toMatchObject({
      errors: { title: ['The title field is required.'] },
    });
  });

  it('deletes, lists the deleted, restores several and purges several, with the API answers', async () => {
    const removed = await call('book/2?redirect_to=%2Fshelves', { method: 'DELETE' });
    expect(removed.body).toMatchObject({ message: 'Book deleted successfully.', data: { id: 2, label: 'Alpha (#2)' }, redirect_to: '/shelves' });
    await call('book/1', { method: 'DELETE' });
    expect(titles((await call('shelf/1/books?only_deleted=1')).body)).toEqual(['Alpha', 'Beta Two']);
    expect(titles((await call('shelf/1/books')).body)).toEqual(['Gamma Ray']);
    expect(titles((await call('deleted-books?shelf_id=1')).body)).toEqual(['Alpha', 'Beta Two']);

    expect(await call('restore-book', { json: {} })).toMatchObject({ status: 422, body: { errors: { ids: ['The id or ids field is required.'] } } });
    expect(await call('restore-book', { json: { ids: [3, 99] } })).toMatchObject({ status: 404, body: { message: 'Book not found.' } });
    expect((await call('restore-book', { json: { ids: [2] } })).body).toMatchObject({ message: 'Book restored successfully.', data: { ids: [2] } });
    expect((await call('permanent-delete-book', { json: { ids: '1,2' } })).body).toMatchObject({
      message: 'Book permanently deleted successfully.',
      data: { ids: [1] },
    });
    expect(titles((await call('shelf/1/books')).body)).toEqual(['Alpha', 'Gamma Ray']);
    expect(titles((await call('deleted-books?shelf_id=1')).body)).toEqual([]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['deleted', 2],
        ['deleted', 1],
        ['restored', 2],
        ['purged', 1],
      ]),
    );
  });
});
