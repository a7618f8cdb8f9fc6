// Mocked mode's settings: MOCKED turns it on (the same build as `npm start`), MOCKED_SCENARIO picks the scenario
// answered unless a request names another, MOCKED_SEED the seed the data is drawn from.
import type { ScenarioName } from '@portal/mocks/resolvers';

export interface MockedOptions {
  scenario: ScenarioName;
  seed: number | undefined;
}

type Env = Record<string, string | undefined>;

/** The header a request names its own scenario with. */
export const scenarioHeader = 'x-mocked-scenario';

export function isMockedMode(env: Env): boolean {
  return ['1', 'true', 'yes', 'on'].includes(env.MOCKED?.trim().toLowerCase() ?? '');
}

export function readMockedOptions(env: Env, scenarioNames: readonly string[]): MockedOptions {
  const scenario = env.MOCKED_SCENARIO?.trim() || 'practice';
  if (!scenarioNames.includes(scenario)) {
    throw new Error(`MOCKED_SCENARIO must be one of ${scenarioNames.join(', ')}, got '${scenario}'`);
  }
  const rawSeed = env.MOCKED_SEED?.trim();
  const seed = rawSeed ? Number(rawSeed) : undefined;
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0)) throw new Error(`MOCKED_SEED must be a whole number, got '${rawSeed}'`);
  return { scenario: scenario as ScenarioName, seed };
}
