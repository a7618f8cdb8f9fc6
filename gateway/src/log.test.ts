// Log lines are JSON with a request id, and the bearer token never appears in them: not at debug
// level, not on errors, not when the API echoes it back. The test reads everything the gateway logged.
import { demoUsers } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, redacted } from './log.js';
import { startStack, type Stack } from './test/stack.js';

describe('createLogger', () => {
  it('writes one JSON object per line, with the base fields of a child', () => {
    const lines: string[] = [];
    createLogger('info', (l) => lines.push(l))
      .child({ requestId: 'r1' })
      .info('hello', { n: 1 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'hello', requestId: 'r1', n: 1, time: expect.any(String) });
  });

  it('drops lines below its level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (l) => lines.push(l));
    log.info('no');
    log.debug('no');
    log.warn('yes');
    expect(lines).toHaveLength(1);
  });

  it('masks secret-named fields and bearer credentials wherever they appear', () => {
    const lines: string[] = [];
    createLogger('debug', (l) => lines.push(l)).error('failed for Bearer abc.def-123', {
      authorization: 'Bearer abc',
      password: 'pw',
      note: 'bearer xyz==',
    });
    const line = JSON.parse(lines[0]!) as Record<string, string>;
    expect(line).toMatchObject({ msg: `failed for Bearer ${redacted}`, authorization: redacted, password: redacted, note: `bearer ${redacted}` });
    expect(lines[0]).not.toMatch(/abc|xyz|pw"/);
  });
});

describe('what the gateway logs', () => {
  let stack: Stack;
  let token: string;
  const office = demoUsers.find((u) => u.role === 'Office administrator')!;

  beforeAll(async () => {
    stack = await startStack(); // logs at debug level into stack.logLines
    token = await stack.signIn('Office administrator');
    const me = '{ me { id name } }';
    await stack.gql(me, {}, token);
    await stack.gql(me, {}, `${token}x`); // 401
    for (const fault of [{ reset: true }, { malformed: true }, { status: 502 }, { status: 403, body: { message: `Denied for Bearer ${token}` } }]) {
      stack.standIn.faults.set('get-user', fault);
      await stack.gql(me, {}, token);
    }
    // An answer that breaks the schema's promises: an unexpected error, logged with its message.
    stack.standIn.faults.set('get-user', { status: 200, body: { status: true, data: { id: 1 } } });
    await stack.gql(me, {}, token);
    stack.standIn.faults.clear();
    await stack.gql('mutation($s: ID!, $t: String!) { organizationLogin(siteId: $s, token: $t) { token } }', { s: '../x', t: token }, token);
    await stack.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: office.email, p: `${office.password}!` });
    await stack.gql('{ verson }', { t: token }, token);
    // A GET carries its variables in the query string.
    const url = `${stack.gateway.url}graphql?query=${encodeURIComponent('query($t: String) { version }')}&variables=${encodeURIComponent(JSON.stringify({ t: token }))}`;
    await (await fetch(url, { headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` } })).text();
    await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => stack.stop());

  it('logged a good deal, at debug level too', () => {
    const messages = stack.logLines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    for (const msg of ['request', 'upstream', 'upstream unreachable', 'graphql errors', 'unexpected error']) expect(messages).toContain(msg);
    expect(stack.logLines.length).toBeGreaterThan(20);
  });

  it('never wrote the bearer token or a password', () => {
    expect(token.length).toBeGreaterThan(8);
    const all = stack.logLines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(office.password);
  });

  it('wrote every line as JSON, and every request line with a request id', () => {
    const lines = stack.logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(8);
    for (const line of requests) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const line of lines.filter((l) => String(l.msg).startsWith('upstream'))) expect(line.requestId).toEqual(expect.any(String));
  });
});
