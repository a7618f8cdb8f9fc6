// The mocked error scenarios answer exactly what the gateway answers when the practice API fails that way: the same
// message and extensions, worked out by the gateway's own error table from the API answer each scenario stands for.
import { executeMocked, failureScenarios, type FailureScenarioName } from '@portal/mocks/resolvers';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ErrorCode, errorForAnswer, errorForFailure, gatewayError } from '../upstream/errors.js';

/** What the practice API did, for each scenario, through the gateway's table. */
const gatewayAnswers: Record<FailureScenarioName, () => GraphQLError | undefined> = {
  unauthenticated: () => errorForAnswer(401, {}, true),
  'session-expired': () => errorForAnswer(200, { status: 302 }, true),
  forbidden: () => errorForAnswer(403, {}, true),
  'upstream-error': () => errorForAnswer(500, {}, true),
  'bad-user-input': () => errorForAnswer(422, { errors: { name: ['The name field is required.'] } }, true),
  'not-found': () => errorForAnswer(404, {}, true),
  'upstream-unavailable': () => errorForFailure(),
  'upstream-bad-response': () => errorForAnswer(200, undefined, false),
  // The sign-in's refusal carries the API's own text.
  'login-failed': () => gatewayError(ErrorCode.LoginFailed, failureScenarios['login-failed'].message),
};

const scenarioNames = Object.keys(failureScenarios) as FailureScenarioName[];

describe("the mocked error scenarios against the gateway's error table", () => {
  it('has a scenario for every code of the table, and no code the table lacks', () => {
    expect(new Set(scenarioNames.map((name) => failureScenarios[name].code))).toEqual(new Set(Object.values(ErrorCode)));
  });

  it.each(scenarioNames)('%s answers with the gateway error', async (name) => {
    const expected = gatewayAnswers[name]();
    const operation = name === 'login-failed' ? 'mutation { login(email: "a@practice.test", password: "x") { token } }' : '{ me { id } }';
    const { errors } = await executeMocked(operation, { scenario: name });
    expect(errors).toHaveLength(1);
    expect({ message: errors![0]!.message, extensions: errors![0]!.extensions }).toEqual({
      message: expected!.message,
      extensions: expected!.extensions,
    });
  });
});
