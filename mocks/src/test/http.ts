// Test helpers: a stand-in per test file and a small fetch wrapper that speaks its JSON.
import { afterAll, beforeAll } from 'vitest';
import { demoUsers } from '../db/demo-users.js';
import { startStandIn } from '../server/stand-in.js';
import type { StandIn, StandInOptions } from '../server/types.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

export async function call<T = Record<string, unknown>>(standIn: StandIn, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(new URL(path, standIn.url), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  const parsed = text === '' ? undefined : (JSON.parse(text) as T);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export type Role = 'Super Admin' | 'Office administrator' | 'Therapist' | 'Parent';

export function demo(role: Role): { email: string; password: string } {
  const user = demoUsers.find((entry) => entry.role === role);
  if (!user) throw new Error(`no demo user ${role}`);
  return user;
}

export async function signIn(standIn: StandIn, role: Role): Promise<string> {
  const answer = await call<{ status: string; data: string }>(standIn, 'login', { json: demo(role) });
  if (answer.body.status !== '1') throw new Error(`sign-in as ${role} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Starts a stand-in for the test file and closes it afterwards; read `.current` inside tests. */
export function useStandIn(options: StandInOptions = {}): { readonly current: StandIn } {
  let standIn: StandIn | undefined;
  beforeAll(async () => {
    standIn = await startStandIn(options);
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return {
    get current(): StandIn {
      if (!standIn) throw new Error('stand-in not started');
      return standIn;
    },
  };
}
