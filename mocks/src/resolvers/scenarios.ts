// Named scenarios a test (or a request to the mock server) picks: a practice with records, an empty practice, a
// student whose authorization is about to end, and one per error the gateway answers when the practice API fails.
import { shiftDays } from '../kit/dates.js';
import { failureScenarios, type FailureScenarioName } from './failures.js';
import type { WorldDefinition } from './world.js';

export interface Scenario {
  description: string;
  world: WorldDefinition;
}

/** Days from today to the end of the expiring authorization: within the 30 days that flag it. */
export const expiringAuthorizationDays = 12;

const failures = Object.fromEntries(
  Object.entries(failureScenarios).map(([name, failure]) => [
    name,
    {
      description: `Calls of the practice API fail with ${failure.code}: '${failure.message}'`,
      // A sign-in refused is the sign-in call's own failure; the others are every call's.
      world: { failure, ...(name === 'login-failed' && { failing: ['login'] }) },
    },
  ]),
) as Record<FailureScenarioName, Scenario>;

export const scenarios = {
  practice: {
    description: 'A practice with 24 records of every kind (the default).',
    world: {},
  },
  'empty-practice': {
    description: 'A practice with no records yet: every list is empty, a record asked for by id is NOT_FOUND.',
    world: { count: () => 0 },
  },
  'expiring-authorization': {
    description: `Student 1's authorization 1 ends ${expiringAuthorizationDays} days from today with units left: it needs attention.`,
    world: {
      records: (today) => ({
        StudentAuthorization: {
          '1': {
            studentId: '1',
            authorizationNumber: 'PA-2026-0001',
            startDate: shiftDays(today, -170),
            endDate: shiftDays(today, expiringAuthorizationDays),
            totalUnits: 480,
            unitsUsed: 300,
            status: 'Approved',
          },
        },
      }),
    },
  },
  ...failures,
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(scenarios, name);
}
