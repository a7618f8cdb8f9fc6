// Relations resolve through per-request loaders: a page of 500 rows with its relations costs the same number of
// upstream calls as a page of 50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  // Enough rows for a full page of 500 of each list, every one pointing at its relations.
  const { packages, serviceLines, services } = stack.standIn.fixtures;
  const lines = serviceLines.all().map((line) => line.id);
  for (let index = 0; services.all().length < 520; index += 1) {
    services.add({
      name: `Bulk Service ${index}`,
      service_line_id: lines[index % lines.length],
      description: null,
      unit_minutes: 15,
      status: 1,
    });
  }
  const serviceIds = services.all().map((service) => service.id);
  for (let index = 0; packages.all().length < 520; index += 1) {
    packages.add({
      name: `Bulk Package ${index}`,
      description: null,
      service_ids: serviceIds.slice(index % 400, (index % 400) + 3),
      weekly_hours: 10,
      price: 900,
      status: 1,
    });
  }
});
afterAll(() => stack.stop());

async function upstreamCalls(query: string, perPage: number): Promise<{ count: number; rows: number; paths: string[] }> {
  stack.standIn.calls.reset();
  const answer = await stack.gql<{ r: { nodes: unknown[] } }>(query, { p: { perPage } }, token);
  expect(answer.errors).toBeUndefined();
  const calls = stack.standIn.calls.list();
  return { count: calls.length, rows: answer.data!.r.nodes.length, paths: calls.map((call) => call.path).sort() };
}

describe('a page of 500 rows with its relations', () => {
  it('services with their service line: two calls whatever the page size', async () => {
    const query = 'query($p: PageInput) { r: services(page: $p) { nodes { id serviceLine { id name } } } }';
    const small = await upstreamCalls(query, 50);
    const large = await upstreamCalls(query, 500);
    expect(large.rows).toBe(500);
    expect(large.paths).toEqual(['all-service-lines', 'services']);
    expect(large.count).toBe(small.count);
  });

  it("packages with their services and each service's line: three calls", async () => {
    const query = 'query($p: PageInput) { r: packages(page: $p) { nodes { id services { id name serviceLine { code } } } } }';
    const small = await upstreamCalls(query, 50);
    const large = await upstreamCalls(query, 500);
    expect(large.rows).toBe(500);
    expect(large.paths).toEqual(['all-service-lines', 'all-services', 'packages']);
    expect(large.count).toBe(small.count);
  });

  it("a funder's billing codes with funder, service line, service and billing code: five calls", async () => {
    const query = `query($p: PageInput) { r: funderBillingCodes(funderId: "1", page: $p) {
      nodes { id funder { name } serviceLine { name } service { name } billingCode { code } } } }`;
    const large = await upstreamCalls(query, 500);
    expect(large.rows).toBeGreaterThan(0);
    expect(large.paths).toEqual(['all-billing-codes', 'all-payers', 'all-service-lines', 'all-services', 'payer/billingcode/1']);
  });
});
