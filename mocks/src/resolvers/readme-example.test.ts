// The example of the README's "Testing against mocked resolvers", as it is printed there.
import { executeMocked, type ScenarioName } from '@portal/mocks/resolvers';
import { expect, it } from 'vitest';

// The client code under test: how many authorizations need attention on the first page of students.
async function alertCount(scenario: ScenarioName): Promise<number | string> {
  const { data, errors } = await executeMocked<{ students: { nodes: { authorizationAlerts: unknown[] }[] } }>(
    '{ students(page: { perPage: 5 }) { nodes { authorizationAlerts { id } } } }',
    { scenario },
  );
  if (errors) return String(errors[0]?.extensions?.code);
  return data!.students.nodes.reduce((sum, student) => sum + student.authorizationAlerts.length, 0);
}

it('counts the alerts, and tells an expired session apart', async () => {
  expect(await alertCount('empty-practice')).toBe(0);
  expect(await alertCount('expiring-authorization')).toBeGreaterThan(0);
  expect(await alertCount('session-expired')).toBe('SESSION_EXPIRED');
});
