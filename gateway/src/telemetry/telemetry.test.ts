import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { demoUsers } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { pathTemplate } from './path-template.js';

const office = demoUsers.find((user) => user.role === 'Office administrator')!;
const studentQuery = 'query StudentName($id: ID!) { student(id: $id) { id name } }';

describe('traces and metrics', () => {
  const spans = new InMemorySpanExporter();
  let stack: Stack;
  let token: string;
  let studentName: string;

  beforeAll(async () => {
    stack = await startStack(
      { metricsToken: 'scrape-secret', metricsPort: 0, signIn: { slowAfter: 5, delayMs: 0, lockAfter: 2, lockMs: 60_000 } },
      { spanExporter: spans },
    );
    token = await stack.signIn('Office administrator');
    spans.reset();
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ student: { name: string } }>(studentQuery, { id: '1' }, token);
    studentName = answer.data!.student.name;
  });
  afterAll(async () => stack.stop());

  it('records a span per operation and a child span per API call, whose traceparent the API received', () => {
    const finished = spans.getFinishedSpans();
    const operation = finished.find((span) => span.name === 'query StudentName')!;
    expect(operation).toBeDefined();
    expect(operation.attributes).toMatchObject({
      'graphql.operation.name': 'StudentName',
      'graphql.operation.type': 'query',
      'graphql.outcome': 'ok',
    });
    const calls = finished.filter((span) => span.parentSpanContext?.spanId === operation.spanContext().spanId);
    expect(calls.map((span) => span.name)).toContain('GET student/{value}');
    const call = calls.find((span) => span.name === 'GET student/{value}')!;
    expect(call.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.template': 'student/{value}', 'http.response.status_code': 200 });
    const received = stack.standIn.calls.list({ path: 'student/1' })[0]!;
    expect(received.traceparent).toBe(`00-${call.spanContext().traceId}-${call.spanContext().spanId}-01`);
  });

  it('joins the trace a caller names in its own traceparent', async () => {
    spans.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${stack.gateway.url}graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      },
      body: JSON.stringify({ query: studentQuery, variables: { id: '1' } }),
    });
    expect(res.status).toBe(200);
    expect(spans.getFinishedSpans().every((span) => span.spanContext().traceId === traceId)).toBe(true);
  });

  it('puts no token, email, name or id in a span', () => {
    const text = JSON.stringify(spans.getFinishedSpans().map((span: ReadableSpan) => [span.name, span.attributes]));
    for (const secret of [token, office.email, studentName, 'student/1']) expect(text).not.toContain(secret);
  });

  it('keeps /metrics closed without the token, and serves operations, API calls and sign-in refusals with it', async () => {
    expect((await fetch(`${stack.gateway.url}metrics`)).status).toBe(404);
    expect((await fetch(`${stack.gateway.url}metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await stack.gql('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', {
        email: office.email,
        password: 'not the password',
      });
    }
    const res = await fetch(`${stack.gateway.url}metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/gateway_operation_duration_seconds_count\{operation="StudentName",type="query",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/gateway_upstream_call_duration_seconds_count\{method="GET",path="student\/\{value\}",status="200"\} [1-9]/);
    expect(text).toMatch(/gateway_sign_in_refusals_total [1-9]/);
    expect(text).toMatch(/gateway_upstream_breaker_state 0/);
    for (const secret of [token, office.email, studentName, 'not the password']) expect(text).not.toContain(secret);
  });

  it('serves the same metrics on their own port when METRICS_PORT is set', async () => {
    const res = await fetch(stack.gateway.metricsUrl!);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('gateway_operation_duration_seconds_bucket');
  });
});

describe('pathTemplate', () => {
  it('keeps the API words of a path and hides its values', () => {
    expect(pathTemplate('student/17/contacts')).toBe('student/{value}/contacts');
    expect(pathTemplate('users/check-email/a@b.org')).toBe('users/check-email/{value}');
    expect(pathTemplate('session_form/2026-11-24?x=1')).toBe('session_form/{value}');
    expect(pathTemplate('client-portal/AbC9xYz')).toBe('client-portal/{value}');
  });
});
