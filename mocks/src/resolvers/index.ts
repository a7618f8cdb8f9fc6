// @portal/mocks/resolvers: the real schema with mocked resolvers, for any test suite that builds on this schema
// without a practice API: stable, believable data from a seed, named scenarios (an empty practice, an expiring
// authorization, each error the gateway answers), a test's own resolvers on top, and one call to run an operation.
export { createMockedSchema, scenarioContextKey, type IResolvers, type MockedSchemaOptions } from './schema.js';
export { executeMocked, type ExecuteMockedOptions, type TypedOperation } from './execute.js';
export { scenarios, scenarioNames, isScenarioName, expiringAuthorizationDays, type Scenario, type ScenarioName } from './scenarios.js';
export { failureScenarios, type FailureScenarioName, type MockedFailure } from './failures.js';
export { defaultRecordCount, ownedRecordCount, mockedToday } from './world.js';
