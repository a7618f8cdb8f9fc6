// The stand-in is held to the practice API's description: an answer that strays from it, and a gateway request the
// description refuses, are findings naming the call and the field.
import { describe, expect, it } from 'vitest';
import { call, signIn, useStandIn } from '../test/http.js';
import type { Row } from '../db/table.js';
import { gatewayAgent, takeContractFindings } from './contract-check.js';

const standIn = useStandIn({ contract: 'calls' });

describe('the stand-in checked against the description', () => {
  it('finds nothing in an answer that keeps to it', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    expect((await call(standIn.current, 'certifications', { token })).status).toBe(200);
    expect(takeContractFindings()).toEqual([]);
  });

  it('names the call and the field of an answer that changed', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const certifications = standIn.current.db.table<Row & { name: unknown }>('certifications');
    const first = certifications.active()[0]!;
    const name = first.name;
    certifications.update(first.id, { name: 1234 });
    try {
      await call(standIn.current, `certifications/${first.id}`, { token });
      expect(takeContractFindings()).toEqual(['GET certifications/{id} answer: data.name must be string (got 1234)']);
    } finally {
      certifications.update(first.id, { name });
    }
  });

  it("checks what the gateway sends, and leaves a test's own requests to the test", async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const asGateway = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': `${gatewayAgent}/1.0.0` };
    await fetch(new URL('certifications', standIn.current.url), { method: 'POST', headers: asGateway, body: JSON.stringify({ title: 'RBT' }) });
    expect(takeContractFindings()).toEqual(['POST certifications body: name is missing']);
    await call(standIn.current, 'certifications', { token, json: { title: 'RBT' } });
    expect(takeContractFindings()).toEqual([]);
  });
});
