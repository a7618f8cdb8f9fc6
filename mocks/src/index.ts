// @portal/mocks: the stand-in practice API (a real HTTP server) for the gateway, the web client and their tests.
export {
  createStandIn,
  startStandIn,
  CallLog,
  Faults,
  TokenStore,
  tokenLifetimeMs,
  malformedJsonBody,
  assertContractKept,
  takeContractFindings,
  type ContractMode,
  type StandIn,
  type StandInApp,
  type StandInOptions,
  type CallFilter,
  type CallRecord,
  type Fault,
  type FaultRule,
  type Session,
  type TokenCheck,
} from './server/index.js';
export { demoUsers, type DemoUser, type UserType } from './db/demo-users.js';
export { nextStamp } from './kit/stamp.js';
export { clockRange } from './kit/dates.js';
export { testNow } from './kit/clock.js';
export { Db, defaultSeed, type FeedbackEntry, type Organization, type User } from './db/index.js';
export type { Fixtures, Covering, NewSession } from './fixtures/index.js';
// The rows fixtures answer with, for a test that keeps one: the areas' own types, never a test's copy of them.
export type { BillingCode } from './areas/billing-codes/index.js';
export type { Funder } from './areas/funders/index.js';
export type { AuthorizationService, StudentAuthorization } from './areas/student-authorizations/authorization.js';
export type { StudentSession } from './areas/student-sessions/index.js';
export type { Student } from './areas/students/student.js';
export type { PermissionEntry } from './areas/auth/permissions.js';
export type { Page } from './kit/paginate.js';
export type { Row } from './db/table.js';
export { timePunchServiceOf, type TimePunchService } from './areas/time-punch/index.js';
export { sessionReportGeneratorOf, generationMessages, mergeMessages, type SessionReportGenerator } from './areas/session-queue/index.js';
export { clearingHouseOf, type ClearingHouse } from './areas/eligibility/index.js';
export { faxLineOf, faxMessages, faxNumberMessage, type FaxLine } from './areas/fax/index.js';
