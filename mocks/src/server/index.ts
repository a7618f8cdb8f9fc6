export { createStandIn, startStandIn, type StandInApp } from './stand-in.js';
export type { StandIn, StandInOptions } from './types.js';
export { CallLog, type CallFilter, type CallRecord } from './calls.js';
export { Faults, type Fault, type FaultRule } from './faults.js';
export { TokenStore, tokenLifetimeMs, type Session, type TokenCheck } from './tokens.js';
export { bearerToken, callerOf, optionalCallerOf, type Auth, type Caller } from './auth.js';
export type { Area, AreaContext } from './area.js';
export { FieldErrors } from './validation.js';
export { malformedJsonBody } from './fault-injection.js';
