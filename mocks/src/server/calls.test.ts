import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, useStandIn } from '../test/http.js';

const standIn = useStandIn();

beforeEach(() => standIn.current.calls.reset());

describe('call log', () => {
  it('records method, path without query, parsed query, raw authorization and body', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    await call(standIn.current, 'agency?page=2&per_page=5&status[]=1', { token });
    const [login, list] = standIn.current.calls.list();
    expect(login).toMatchObject({ method: 'POST', path: 'login', authorization: undefined });
    expect(login!.body).toMatchObject({ email: 'office@practice.test' });
    expect(list).toMatchObject({
      method: 'GET',
      path: 'agency',
      query: { page: '2', per_page: '5', status: ['1'] },
      authorization: `Bearer ${token}`,
    });
    expect(typeof list!.at).toBe('number');
  });

  it('reads a bracket array of any length as an array, as Laravel does', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => String(index + 1));
    await call(standIn.current, `agency?${ids.map((id) => `ids[]=${id}`).join('&')}`);
    expect(standIn.current.calls.list()[0]!.query).toEqual({ ids });
  });

  it('counts with filters and resets', async () => {
    await call(standIn.current, 'get-user');
    await call(standIn.current, 'get-user');
    await call(standIn.current, 'login', { json: {} });
    const log = standIn.current.calls;
    expect(log.count()).toBe(3);
    expect(log.count({ path: 'get-user' })).toBe(2);
    expect(log.count({ method: 'post' })).toBe(1);
    expect(log.count({ path: 'get-*', method: 'POST' })).toBe(0);
    log.reset();
    expect(log.count()).toBe(0);
  });

  it('records requests that a fault hangs up on, and not the control endpoints', async () => {
    standIn.current.faults.set('logout', { reset: true });
    await call(standIn.current, 'logout').catch(() => undefined);
    standIn.current.faults.clear();
    await fetch(`${standIn.current.origin}/__control/calls`);
    expect(standIn.current.calls.list().map((entry) => entry.path)).toEqual(['logout']);
  });

  it('records multipart fields and files', async () => {
    const form = new FormData();
    form.set('name', 'Ada Lovelace');
    form.set('screenshot', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'screenshot.png');
    await call(standIn.current, 'help-desk/store', { form });
    const entry = standIn.current.calls.last({ path: 'help-desk/store' });
    expect(entry?.body).toMatchObject({ name: 'Ada Lovelace' });
    expect(entry?.files).toEqual([{ field: 'screenshot', fileName: 'screenshot.png', size: 4, mimeType: 'image/png' }]);
  });
});
