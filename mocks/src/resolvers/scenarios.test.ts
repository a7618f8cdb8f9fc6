// Named scenarios: an empty practice, a student with an expiring authorization, and the gateway's errors, picked
// by a test or by the context of one request.
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  createMockedSchema,
  executeMocked,
  expiringAuthorizationDays,
  failureScenarios,
  mockedToday,
  scenarioContextKey,
  type FailureScenarioName,
} from './index.js';

interface Alerts {
  student: { id: string; authorizationAlerts: { id: string; endDate: string; daysUntilEnd: number; endingSoon: boolean; needsAttention: boolean }[] };
}

const alertsQuery = '{ student(id: 1) { id authorizationAlerts { id endDate daysUntilEnd endingSoon needsAttention } } }';

describe('scenarios', () => {
  it('an empty practice: empty lists and pages, a record by id is NOT_FOUND, the signed-in person still there', async () => {
    const { data, errors } = await executeMocked<{ students: { pageInfo: { total: number }; nodes: unknown[] }; me: { name: string } }>(
      '{ students { pageInfo { total } nodes { id } } me { name } }',
      { scenario: 'empty-practice' },
    );
    expect(errors).toBeUndefined();
    expect(data!.students).toEqual({ pageInfo: { total: 0 }, nodes: [] });
    expect(data!.me.name).toEqual(expect.any(String));
    const missing = await executeMocked('{ student(id: 1) { id } }', { scenario: 'empty-practice' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('an expiring authorization: student 1 has one ending within 30 days, flagged as needing attention', async () => {
    const { data } = await executeMocked<Alerts>(alertsQuery, { scenario: 'expiring-authorization' });
    expect(data!.student.authorizationAlerts).toContainEqual({
      id: '1',
      endDate: expect.any(String),
      daysUntilEnd: expiringAuthorizationDays,
      endingSoon: true,
      needsAttention: true,
    });
    expect(data!.student.authorizationAlerts.every((a) => a.endDate >= mockedToday)).toBe(true);
  });

  it.each(Object.entries(failureScenarios).filter(([name]) => name !== 'login-failed'))(
    '%s: every call of the API fails with the gateway error',
    async (name, failure) => {
      const { data, errors } = await executeMocked('{ students { nodes { id } } version }', { scenario: name as FailureScenarioName });
      expect(errors).toHaveLength(1);
      expect(errors![0]!.message).toBe(failure.message);
      expect(errors![0]!.extensions).toMatchObject({ code: failure.code });
      expect(data).toBeNull();
      const own = await executeMocked('{ version }', { scenario: name as FailureScenarioName });
      expect(own.errors).toBeUndefined();
    },
  );

  it('login-failed: the sign-in is refused, other calls answer', async () => {
    const login = await executeMocked('mutation { login(email: "a@practice.test", password: "x") { token } }', { scenario: 'login-failed' });
    expect(login.errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
    const me = await executeMocked('{ me { id } }', { scenario: 'login-failed' });
    expect(me.errors).toBeUndefined();
  });

  it("a test's resolvers win over the scenario; a request's context names its own scenario", async () => {
    const schema = createMockedSchema({ Query: { me: () => ({ name: 'Still Here' }) } }, { scenario: 'unauthenticated' });
    const overridden = await graphql({ schema, source: '{ me { name } students { nodes { id } } }' });
    expect(overridden.data).toBeNull();
    expect(overridden.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await graphql({ schema, source: '{ me { name } }' });
    expect(mine.data).toEqual({ me: { name: 'Still Here' } });
    const perRequest = await graphql({ schema: createMockedSchema(), source: '{ me { id } }', contextValue: { [scenarioContextKey]: 'forbidden' } });
    expect(perRequest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
