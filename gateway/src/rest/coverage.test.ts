// The catalogue's coverage: every @rest field of the schema names a method and path that the stand-in API
// implements. A route miss (the stand-in's 404 for an unknown route) fails, naming the field.
import { startStandIn, demoUsers, type StandIn } from '@portal/mocks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build.js';

let standIn: StandIn;
let token: string;

beforeAll(async () => {
  standIn = await startStandIn({ host: '127.0.0.1', port: 0 });
  const admin = demoUsers.find((u) => u.role === 'Super Admin')!;
  const res = await fetch(new URL('login', standIn.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  token = ((await res.json()) as { data: string }).data;
});
afterAll(() => standIn.close());

it('the stand-in implements every method and path the schema declares', async () => {
  const { engine } = buildGatewaySchema();
  const fields = [...engine.fields()];
  expect(fields.length).toBeGreaterThan(10);
  const misses: string[] = [];
  for (const field of fields) {
    // Logging out would end the session the rest of the run uses.
    if (field.spec.path === 'logout') continue;
    const path = field.spec.path.replace(/\{[^}]+\}/g, '1');
    const res = await fetch(new URL(path, standIn.url), {
      method: field.spec.method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const text = await res.text();
    if (res.status === 404 && /could not be found/.test(text) && /route/i.test(text)) {
      misses.push(`${field.coordinate}: ${field.spec.method} ${field.spec.path}`);
    }
  }
  expect(misses).toEqual([]);
});
