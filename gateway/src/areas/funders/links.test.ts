// The funder pages' other calls through GraphQL: the header's funder, prompt codes, and the links to service lines
// and billing codes, with their narrowed lookups.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
beforeEach(() => stack.standIn.fixtures.reset());
afterAll(() => stack.stop());

interface Link {
  id: string;
  serviceLineId: string;
  serviceLine: { name: string } | null;
  funder: { name: string } | null;
}
interface CodeLink {
  id: string;
  serviceLineId: string;
  serviceId: string;
  billingCodeId: string;
  code: string;
  rate: number | null;
  modifier: string | null;
  service: { name: string; serviceLineId: string } | null;
}

const gql = <T>(query: string, variables?: Record<string, unknown>, as = token) => stack.gql<T>(query, variables, as);

const LINES = `query($f: ID!, $p: PageInput) { r: funderServiceLines(funderId: $f, page: $p) {
  pageInfo { total } nodes { id serviceLineId serviceLine { name } funder { name } } } }`;
const CODES = `query($f: ID!, $p: PageInput, $filter: FunderBillingCodeFilter) { r: funderBillingCodes(funderId: $f, page: $p, filter: $filter) {
  pageInfo { total } nodes { id serviceLineId serviceId billingCodeId code rate modifier service { name serviceLineId } } } }`;

async function linesOf(funderId: string) {
  const answer = await gql<{ r: { pageInfo: { total: number }; nodes: Link[] } }>(LINES, { f: funderId, p: { perPage: 100 } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

async function codesOf(funderId: string, filter?: Record<string, unknown>) {
  const answer = await gql<{ r: { pageInfo: { total: number }; nodes: CodeLink[] } }>(CODES, { f: funderId, p: { perPage: 500 }, filter });
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

describe('the funder header', () => {
  it("reads the selected funder's name, and NOT_FOUND for a deleted one", async () => {
    const one = await gql<{ funder: { id: string; name: string; type: string } }>('{ funder(id: "1") { id name type } }');
    expect(one.data?.funder).toEqual({ id: '1', name: 'Aetna', type: 'Commercial' });
    const deleted = await gql<{ r: { nodes: { id: string }[] } }>('{ r: deletedFunders { nodes { id } } }');
    const gone = await gql(`{ funder(id: "${deleted.data!.r.nodes[0]!.id}") { name } }`);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('funder prompt codes', () => {
  const SAVE = `mutation($f: ID!, $c: [FunderPromptCodeInput!]!) { r: saveFunderPromptCodes(funderId: $f, promptCodes: $c) { code name score sortOrder funderId } }`;

  it('lists a funder’s set and replaces it in the order given', async () => {
    const seeded = await gql<{ r: { code: string }[] }>('{ r: funderPromptCodes(funderId: "1") { code } }');
    expect(seeded.data?.r.map((p) => p.code)).toContain('FP');
    const saved = await gql<{ r: unknown[] }>(SAVE, {
      f: '2',
      c: [
        { code: 'I', name: 'Independent', score: 100 },
        { code: 'VP', name: 'Verbal Prompt', score: 70 },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.r).toEqual([
      { code: 'I', name: 'Independent', score: 100, sortOrder: 1, funderId: '2' },
      { code: 'VP', name: 'Verbal Prompt', score: 70, sortOrder: 2, funderId: '2' },
    ]);
    const read = await gql<{ r: { code: string }[] }>('{ r: funderPromptCodes(funderId: "2") { code } }');
    expect(read.data?.r.map((p) => p.code)).toEqual(['I', 'VP']);
  });

  it('refuses duplicate codes and out-of-range scores with field errors', async () => {
    const bad = await gql(SAVE, {
      f: '2',
      c: [
        { code: 'M', name: 'Model', score: 40 },
        { code: 'm', name: 'Model again', score: 140 },
      ],
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'promptCodes.1.code': ['The prompt_codes.1.code field has a duplicate value.'],
        'promptCodes.1.score': ['The prompt_codes.1.score field must be between 0 and 100.'],
      },
    });
  });
});

describe('funder ↔ service line', () => {
  it('assigns service lines, lists them both ways, and narrows the form lookups', async () => {
    const before = await linesOf('3');
    const held = new Set(before.nodes.map((link) => link.serviceLineId));
    const fresh = ['1', '2', '5', '9', '13'].filter((id) => !held.has(id)).slice(0, 2);
    expect(fresh.length).toBe(2);

    const assigned = await gql<{ r: Link[] }>(
      'mutation($f: ID!, $l: [ID!]!) { r: assignFunderServiceLines(funderId: $f, serviceLineIds: $l) { serviceLineId serviceLine { name } } }',
      { f: '3', l: [...fresh, [...held][0]] },
    );
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.r).toHaveLength(before.pageInfo.total + 2);
    expect(assigned.data!.r.every((link) => typeof link.serviceLine?.name === 'string')).toBe(true);

    const after = await linesOf('3');
    expect(after.pageInfo.total).toBe(before.pageInfo.total + 2);
    expect(after.nodes[0]!.funder?.name).toBe('UnitedHealthcare');
    const name = after.nodes.find((link) => link.serviceLineId === fresh[0])!.serviceLine!.name;
    const searched = await gql<{ r: { pageInfo: { total: number } } }>(LINES, { f: '3', p: { search: name } });
    expect(searched.data?.r.pageInfo.total).toBe(1);

    const lineFunders = await gql<{ r: { nodes: Link[] } }>(
      'query($l: ID!) { r: serviceLineFunders(serviceLineId: $l, page: { perPage: 100 }) { nodes { funder { name } } } }',
      { l: fresh[0] },
    );
    expect(lineFunders.data?.r.nodes.map((link) => link.funder?.name)).toContain('UnitedHealthcare');

    const options = await gql<{ lines: { id: string }[]; all: { id: string }[]; funders: { name: string }[] }>(
      'query($f: ID, $l: ID) { lines: serviceLineOptions(funderId: $f) { id } all: serviceLineOptions { id } funders: funderOptions(serviceLineId: $l) { name } }',
      { f: '3', l: fresh[0] },
    );
    expect(options.data?.lines.map((line) => line.id).sort()).toEqual(after.nodes.map((link) => link.serviceLineId).sort());
    expect(options.data!.all.length).toBeGreaterThan(options.data!.lines.length);
    expect(options.data?.funders.map((funder) => funder.name)).toContain('UnitedHealthcare');
  });

  it('refuses an unknown funder or service line with field errors', async () => {
    const answer = await gql('mutation { r: assignFunderServiceLines(funderId: "9999", serviceLineIds: ["1", "8888"]) { id } }');
    const extensions = answer.errors?.[0]?.extensions as { code: string; fieldErrors: Record<string, string[]> };
    expect(extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { serviceLineIds: ['The selected service line ids is invalid.'] },
    });
    // The API names the field payer_id; the caller sees it under the argument it wrote, funderId.
    expect(extensions.fieldErrors.funderId).toEqual(['The selected payer id is invalid.']);
  });

  it("unassigns a service line together with the funder's billing codes under it", async () => {
    const codes = await codesOf('1');
    const lineId = codes.nodes[0]!.serviceLineId;
    const under = codes.nodes.filter((code) => code.serviceLineId === lineId).length;
    expect(under).toBeGreaterThan(0);
    const answer = await gql<{ r: { ok: boolean; message: string } }>(
      'mutation($f: ID!, $l: ID!) { r: unassignFunderServiceLine(funderId: $f, serviceLineId: $l) { ok message } }',
      { f: '1', l: lineId },
    );
    expect(answer.data?.r).toEqual({ ok: true, message: 'Service line unassigned successfully.' });
    expect((await linesOf('1')).nodes.map((link) => link.serviceLineId)).not.toContain(lineId);
    expect((await codesOf('1')).pageInfo.total).toBe(codes.pageInfo.total - under);
    const again = await gql('mutation($f: ID!, $l: ID!) { r: unassignFunderServiceLine(funderId: $f, serviceLineId: $l) { ok } }', {
      f: '1',
      l: lineId,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('funder ↔ billing code', () => {
  const ASSIGN = `mutation($i: AssignFunderBillingCodesInput!) { r: assignFunderBillingCodes(input: $i) { billingCodeId code rate modifier serviceId } }`;

  it("lists a funder's codes with their services, filtered and per service", async () => {
    const all = await codesOf('1');
    expect(all.pageInfo.total).toBeGreaterThan(0);
    for (const code of all.nodes) expect(code.service?.serviceLineId).toBe(code.serviceLineId);
    const first = all.nodes[0]!;
    const filtered = await codesOf('1', { serviceId: first.serviceId });
    expect(filtered.nodes.every((code) => code.serviceId === first.serviceId)).toBe(true);
    const details = await gql<{ r: { id: string }[] }>(
      'query($f: ID!, $l: ID!, $s: ID!) { r: funderServiceBillingCodes(funderId: $f, serviceLineId: $l, serviceId: $s) { id } }',
      { f: '1', l: first.serviceLineId, s: first.serviceId },
    );
    expect(details.data?.r.map((code) => code.id).sort()).toEqual(filtered.nodes.map((code) => code.id).sort());
  });

  it('assigns codes to a service of a contracted line, and a repeat takes the new rate', async () => {
    const [line] = (await linesOf('4')).nodes;
    const services = await gql<{ r: { id: string }[] }>('query($l: ID) { r: serviceOptions(serviceLineId: $l) { id } }', { l: line!.serviceLineId });
    const serviceId = services.data!.r[0]!.id;
    // Any code another funder is linked to is a billing code that exists, whichever area supplies them.
    const known = (await codesOf('1')).nodes.map((code) => code.billingCodeId);
    const codeIds = [...new Set(known)].slice(0, 2);
    const input = { funderId: '4', serviceLineId: line!.serviceLineId, serviceId, billingCodeIds: codeIds, rate: 21.5, modifier: 'hn' };
    const first = await gql<{ r: CodeLink[] }>(ASSIGN, { i: input });
    expect(first.errors).toBeUndefined();
    const mine = first.data!.r.filter((code) => codeIds.includes(code.billingCodeId));
    expect(mine).toHaveLength(2);
    expect(mine.every((code) => code.rate === 21.5 && code.modifier === 'HN' && code.serviceId === serviceId && code.code !== '')).toBe(true);

    const repeat = await gql<{ r: CodeLink[] }>(ASSIGN, { i: { ...input, billingCodeIds: [codeIds[0]], rate: 30 } });
    const updated = repeat.data!.r.filter((code) => codeIds.includes(code.billingCodeId));
    expect(updated.map((code) => code.rate).sort()).toEqual([21.5, 30]);
  });

  it('refuses a line the funder is not contracted for, a service of another line, an unknown code and a zero rate', async () => {
    const held = new Set((await linesOf('5')).nodes.map((link) => link.serviceLineId));
    const lines = await gql<{ r: { id: string }[] }>('{ r: allServiceLines { id } }');
    const other = lines.data!.r.find((line) => !held.has(line.id))!.id;
    const service = await gql<{ r: { id: string }[] }>('query($l: ID) { r: serviceOptions(serviceLineId: $l) { id } }', { l: other });
    const answer = await gql(ASSIGN, {
      i: { funderId: '5', serviceLineId: other, serviceId: service.data!.r[0]!.id, billingCodeIds: ['999999'], rate: 0 },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        serviceLineId: ['The service line is not assigned to this funder.'],
        billingCodeIds: ['The selected billing code ids is invalid.'],
        rate: ['The rate field must be greater than 0.'],
      },
    });
    const [contracted] = [...held];
    const wrongService = await gql(ASSIGN, {
      i: { funderId: '5', serviceLineId: contracted, serviceId: service.data!.r[0]!.id, billingCodeIds: ['1'] },
    });
    expect(wrongService.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { serviceId: ['The service does not belong to the service line.'] },
    });
  });
});

describe('permissions', () => {
  it('keeps the funder pages from a therapist, but not the form lookups', async () => {
    const therapist = await stack.signIn('Therapist');
    const refused = await gql(LINES, { f: '1' }, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const plans = await gql('{ funderPlans { nodes { id } } }', {}, therapist);
    expect(plans.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lookups = await gql<{ a: unknown[]; b: unknown[]; c: unknown[] }>(
      '{ a: allFunders { id } b: funderOptions { id } c: serviceLineOptions { id } }',
      {},
      therapist,
    );
    expect(lookups.errors).toBeUndefined();
    expect(lookups.data!.a.length).toBe(39);
  });
});
