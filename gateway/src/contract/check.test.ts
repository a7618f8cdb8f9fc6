// contract:check against the stand-in: every read-only call it can make agrees; a stand-in changed on purpose (its
// answers replaced through faults) is caught call by call, naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceApiContract } from '@portal/schema/contract';
import { demoUsers, startStandIn, type StandIn } from '@portal/mocks';
import { checkPracticeApi, type CallReport } from './check.js';

let standIn: StandIn;
let token: string;

beforeAll(async () => {
  // The check judges the answers itself; the stand-in's own checking would report the changed answers twice.
  standIn = await startStandIn({ contract: 'off' });
  const admin = demoUsers.find((user) => user.role === 'Super Admin')!;
  const answer = await fetch(new URL('login', standIn.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  token = ((await answer.json()) as { data: string }).data;
  standIn.calls.reset();
});
afterAll(() => standIn.close());

const check = () => checkPracticeApi({ contract: practiceApiContract(), baseUrl: standIn.url, token, concurrency: 4 });
const of = (reports: CallReport[], call: string) => reports.find((report) => report.call === call);

describe('contract:check', () => {
  it('finds every read-only call of the stand-in in agreement with the description', async () => {
    const reports = await check();
    expect(reports.filter((report) => report.verdict === 'disagrees')).toEqual([]);
    const agreeing = reports.filter((report) => report.verdict === 'agrees').length;
    console.info(`contract:check on the stand-in: ${agreeing} of ${reports.length} read-only calls made, all agreeing`);
    expect(agreeing).toBeGreaterThan(250);
    // A call that makes a file is never made, and nothing was written.
    expect(of(reports, 'GET export-certifications')).toMatchObject({ verdict: 'skipped', detail: 'makes a file on the API' });
    expect(standIn.calls.list().filter((call) => call.method !== 'GET')).toEqual([]);
  }, 120_000);

  it('names each call whose answer was changed, and the field that disagrees', async () => {
    standIn.faults.set('certifications', {
      method: 'GET',
      body: { data: { data: [{ id: 7, name: 42 }], total: 1, current_page: 1, last_page: 1, per_page: 50 } },
    });
    standIn.faults.set('certifications/7', { method: 'GET', body: { data: { id: 7 } } });
    standIn.faults.set('coverage-types', { method: 'GET', status: 418, body: { message: 'I am a teapot' } });
    try {
      const reports = await check();
      const disagreeing = reports.filter((report) => report.verdict === 'disagrees');
      expect(disagreeing.map((report) => report.call).sort()).toEqual(['GET certifications', 'GET certifications/{id}', 'GET coverage-types']);
      expect(of(reports, 'GET certifications')!.detail).toContain('data.data[0].name must be string (got 42)');
      expect(of(reports, 'GET certifications/{id}')!.detail).toContain('data.name is missing');
      expect(of(reports, 'GET coverage-types')!.detail).toBe('answered 418 for coverage-types');
    } finally {
      standIn.faults.clear();
    }
  }, 120_000);
});
