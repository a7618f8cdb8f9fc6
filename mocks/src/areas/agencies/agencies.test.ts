// The kit's whole lifecycle, proven on agencies over real HTTP.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../kit/paginate.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import type { Agency } from './agency.js';
import { seededAgencyCount, seededDeletedAgencyCount } from './seed.js';

const standIn = useStandIn();
let token = '';

interface Listed {
  status: boolean;
  data: Page<Agency>;
}

const liveCount = seededAgencyCount - seededDeletedAgencyCount;

beforeAll(async () => {
  token = await signIn(standIn.current, 'Office administrator');
});
beforeEach(() => standIn.current.db.reset());

const newAgency = {
  name: 'Harbor Light Family Services',
  email: 'intake@harbor-light.test',
  phone: '(555) 010-2000',
  address: '12 Quay Street',
  city: 'Portsmouth',
  state: 'NH',
  zip: '03801',
  status: '1',
};

describe('GET agency (paged list)', () => {
  it('pages with the paginator shape, newest first', async () => {
    const { status, body } = await call<Listed>(standIn.current, 'agency?page=2&per_page=10', { token });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']);
    expect(body.data).toMatchObject({ total: liveCount, current_page: 2, last_page: Math.ceil(liveCount / 10), per_page: 10, from: 11, to: 20 });
    expect(body.data.data).toHaveLength(10);
    const ids = body.data.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('accepts perPage and answers an empty page past the end', async () => {
    const { body } = await call<Listed>(standIn.current, 'agency?perPage=7&page=99', { token });
    expect(body.data).toMatchObject({ per_page: 7, current_page: 99, from: null, to: null, data: [] });
  });

  it('searches the searchable fields, case-insensitively', async () => {
    const sample = standIn.current.db.table<Agency>('agencies').active()[4]!;
    const needle = sample.name.split(' ')[0]!.toUpperCase();
    const { body } = await call<Listed>(standIn.current, `agency?search=${encodeURIComponent(needle)}`, { token });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.data.map((row) => row.id)).toContain(sample.id);
    for (const row of body.data.data) {
      expect([row.name, row.email, row.phone, row.city, row.state, row.zip].join(' ').toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it('sorts by a field in either direction', async () => {
    const ascending = await call<Listed>(standIn.current, 'agency?sort_by=asc&sort_field_name=name&per_page=100', { token });
    const names = ascending.body.data.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const descending = await call<Listed>(standIn.current, 'agency?sort_by=desc&sort_field_name=name&per_page=100', { token });
    expect(descending.body.data.data.map((row) => row.name)).toEqual([...names].reverse());
  });

  it('filters by status', async () => {
    const { body } = await call<Listed>(standIn.current, 'agency?status=0&per_page=100', { token });
    const expected = standIn.current.db
      .table<Agency>('agencies')
      .active()
      .filter((row) => row.status === 0).length;
    expect(expected).toBeGreaterThan(0);
    expect(body.data.total).toBe(expected);
    expect(body.data.data.every((row) => row.status === 0)).toBe(true);
  });
});

describe('GET agency-list and agency/{id}', () => {
  it('lists every agency not deleted, unpaged, to any signed-in user', async () => {
    const therapist = await signIn(standIn.current, 'Therapist');
    const { body } = await call<{ data: Agency[] }>(standIn.current, 'agency-list', { token: therapist });
    expect(body.data).toHaveLength(liveCount);
    expect((await call(standIn.current, 'agency-list')).status).toBe(401);
  });

  it('shows one agency and answers 404 for a missing or deleted one', async () => {
    const { body } = await call<{ data: Agency }>(standIn.current, 'agency/1', { token });
    expect(body.data).toMatchObject({ id: 1, name: expect.any(String), email: expect.any(String) });
    expect((await call(standIn.current, 'agency/9999', { token })).status).toBe(404);
    const deleted = standIn.current.db.table<Agency>('agencies').deleted()[0]!;
    const gone = await call(standIn.current, `agency/${deleted.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: 'Agency not found.' });
  });
});

describe('the write lifecycle', () => {
  it('creates, updates, deletes, lists as deleted, restores and permanently deletes', async () => {
    const created = await call<{ message: string; data: Agency }>(standIn.current, 'agency', { token, json: newAgency });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Agency created successfully.');
    expect(created.body.data).toMatchObject({ ...newAgency, status: 1, deleted_at: null });
    const id = created.body.data.id;
    expect(id).toBe(seededAgencyCount + 1);

    const updated = await call<{ data: Agency }>(standIn.current, `agency-update/${id}`, {
      token,
      json: { city: 'Dover', status: 0 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, name: newAgency.name, city: 'Dover', status: 0 });
    expect((await call<{ data: Agency }>(standIn.current, `agency/${id}`, { token })).body.data.city).toBe('Dover');

    const removed = await call(standIn.current, `agency/${id}?redirect_to=${encodeURIComponent('/agency?page=2')}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: true, message: 'Agency deleted successfully.', redirect_to: '/agency?page=2' });
    expect((await call(standIn.current, `agency/${id}`, { token })).status).toBe(404);
    expect((await call(standIn.current, `agency/${id}`, { method: 'DELETE', token })).status).toBe(404);

    const deleted = await call<Listed>(standIn.current, 'deleted-agency?per_page=2', { token });
    expect(deleted.body.data).toMatchObject({ total: seededDeletedAgencyCount + 1, per_page: 2, last_page: 2 });
    expect(deleted.body.data.data[0]!.id).toBe(id);

    const restored = await call(standIn.current, 'restore-agency', { token, json: { id } });
    expect(restored.body).toMatchObject({ status: true, message: 'Agency restored successfully.' });
    expect((await call(standIn.current, `agency/${id}`, { token })).status).toBe(200);

    await call(standIn.current, `agency/${id}`, { method: 'DELETE', token });
    const purged = await call(standIn.current, 'permanent-delete-agency', { token, json: { ids: [id] } });
    expect(purged.body).toMatchObject({ status: true, message: 'Agency permanently deleted successfully.' });
    expect(standIn.current.db.table<Agency>('agencies').get(id)).toBeUndefined();
    expect((await call(standIn.current, 'restore-agency', { token, json: { id } })).status).toBe(404);
  });

  it('restores and permanently deletes several at once', async () => {
    const ids = standIn.current.db
      .table<Agency>('agencies')
      .deleted()
      .map((row) => row.id);
    const restored = await call(standIn.current, 'restore-agency', { token, json: { ids: ids.map(String) } });
    expect(restored.body).toMatchObject({ data: { ids } });
    expect(standIn.current.db.table('agencies').deleted()).toHaveLength(0);
    for (const id of ids) await call(standIn.current, `agency/${id}`, { method: 'DELETE', token });
    await call(standIn.current, 'permanent-delete-agency', { token, json: { ids } });
    expect(standIn.current.db.table('agencies').size).toBe(seededAgencyCount - ids.length);
  });

  it('permanently deletes only what was deleted first', async () => {
    const answer = await call(standIn.current, 'permanent-delete-agency', { token, json: { id: 1 } });
    expect(answer.status).toBe(404);
    expect(standIn.current.db.table('agencies').find(1)).toBeDefined();
    const none = await call(standIn.current, 'restore-agency', { token, json: {} });
    expect(none.status).toBe(422);
  });

  it('answers 422 with Laravel wording for missing required fields', async () => {
    const answer = await call(standIn.current, 'agency', { token, json: { name: '  ', phone: '1' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The name field is required. (and 1 more error)',
      errors: { name: ['The name field is required.'], email: ['The email field is required.'] },
    });
    const blanked = await call(standIn.current, 'agency-update/1', { token, json: { name: '' } });
    expect(blanked.status).toBe(422);
    expect(blanked.body).toMatchObject({ errors: { name: ['The name field is required.'] } });
  });

  it('answers 422 for a duplicate unique value, but not for the record itself', async () => {
    const existing = standIn.current.db.table<Agency>('agencies').find(1)!;
    const duplicate = await call(standIn.current, 'agency', {
      token,
      json: { ...newAgency, name: existing.name.toUpperCase() },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
    const other = standIn.current.db.table<Agency>('agencies').find(2)!;
    const clash = await call(standIn.current, 'agency-update/1', { token, json: { email: other.email } });
    expect(clash.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const same = await call(standIn.current, 'agency-update/1', { token, json: { name: existing.name } });
    expect(same.status).toBe(200);
  });

  it('keeps writes behind the Agency permission', async () => {
    const therapist = await signIn(standIn.current, 'Therapist');
    expect((await call(standIn.current, 'agency', { token: therapist, json: newAgency })).status).toBe(403);
    expect((await call(standIn.current, 'agency/1', { method: 'DELETE', token: therapist })).status).toBe(403);
    expect((await call(standIn.current, 'deleted-agency', { token: therapist })).status).toBe(403);
  });
});

describe('POST agencies/locations', () => {
  it('answers the locations of the agencies asked for', async () => {
    const { body } = await call<{ data: { agency_id: number; name: string }[] }>(standIn.current, 'agencies/locations', {
      token,
      json: { agency_ids: [1, '2'] },
    });
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(new Set(body.data.map((location) => location.agency_id))).toEqual(new Set([1, 2]));
    expect((await call(standIn.current, 'agencies/locations', { token, json: {} })).status).toBe(422);
    expect((await call(standIn.current, 'agencies/locations', { json: { agency_ids: [1] } })).status).toBe(401);
  });
});
