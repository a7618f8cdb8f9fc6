import { describe, expect, it } from 'vitest';
import { errorForAnswer, errorForFailure } from './errors.js';

// One test per rule of the error mapping in errors.ts.
describe('error table', () => {
  it('HTTP 401 is UNAUTHENTICATED', () => {
    expect(errorForAnswer(401, { message: 'Unauthenticated.' }, true)?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a body status 302 is SESSION_EXPIRED whatever the HTTP status', () => {
    for (const status of [200, 401, 500]) {
      expect(errorForAnswer(status, { status: 302 }, true)?.extensions.code).toBe('SESSION_EXPIRED');
      expect(errorForAnswer(status, { status: '302' }, true)?.extensions.code).toBe('SESSION_EXPIRED');
    }
  });

  it("HTTP 403 is FORBIDDEN with the API's message", () => {
    const error = errorForAnswer(403, { status: false, message: 'No access to funders.' }, true);
    expect(error?.extensions.code).toBe('FORBIDDEN');
    expect(error?.message).toBe('No access to funders.');
  });

  it("HTTP 500 is UPSTREAM_ERROR with the API's message", () => {
    const error = errorForAnswer(500, { message: 'SQLSTATE[HY000] went away' }, true);
    expect(error?.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error?.message).toBe('SQLSTATE[HY000] went away');
  });

  it('HTTP 422 and 400 are BAD_USER_INPUT with field errors in camelCase', () => {
    for (const status of [422, 400]) {
      const error = errorForAnswer(
        status,
        { message: 'The given data was invalid.', errors: { confirm_password: ['The passwords differ.'], email: 'Bad email.' } },
        true,
      );
      expect(error?.extensions.code).toBe('BAD_USER_INPUT');
      expect(error?.message).toBe('The given data was invalid.');
      expect(error?.extensions.fieldErrors).toEqual({ confirmPassword: ['The passwords differ.'], email: ['Bad email.'] });
    }
  });

  it('HTTP 404 is NOT_FOUND', () => {
    expect(errorForAnswer(404, { message: 'No query results.' }, true)?.extensions.code).toBe('NOT_FOUND');
    expect(errorForAnswer(404, undefined, false)?.extensions.code).toBe('NOT_FOUND');
  });

  it('time-out, refusal and reset are UPSTREAM_UNAVAILABLE, as are 502 to 504', () => {
    expect(errorForFailure().extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    for (const status of [502, 503, 504]) expect(errorForAnswer(status, undefined, false)?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('a 2xx body that is not JSON is UPSTREAM_BAD_RESPONSE', () => {
    expect(errorForAnswer(200, undefined, false)?.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it('a 2xx JSON body is a success', () => {
    expect(errorForAnswer(200, { status: true, data: [] }, true)).toBeUndefined();
    expect(errorForAnswer(204, null, true)).toBeUndefined();
  });
});
