// Identical GETs in flight are made once unless sharing is off (SHARED_CALLS=false).
import { describe, expect, it } from 'vitest';
import { SharedCalls } from './shared-calls.js';

/** A stand-in for the client: counts what it sends and answers everything pending when told. */
function counted() {
  const pending: ((value: { status: number; text: string }) => void)[] = [];
  const send = () => new Promise<{ status: number; text: string }>((resolve) => pending.push(resolve));
  return { send, sent: () => pending.length, answer: () => pending.forEach((resolve) => resolve({ status: 200, text: '{}' })) };
}

describe('SharedCalls', () => {
  it('makes an identical GET in flight once and hands its answer to both', async () => {
    const calls = new SharedCalls();
    const upstream = counted();
    const both = Promise.all([calls.get('key', upstream.send), calls.get('key', upstream.send)]);
    upstream.answer();
    expect(await both).toEqual([
      { status: 200, text: '{}' },
      { status: 200, text: '{}' },
    ]);
    expect(upstream.sent()).toBe(1);
  });

  it('makes every GET itself when sharing is off', async () => {
    const calls = new SharedCalls(false);
    const upstream = counted();
    const both = Promise.all([calls.get('key', upstream.send), calls.get('key', upstream.send)]);
    upstream.answer();
    await both;
    expect(upstream.sent()).toBe(2);
  });
});
