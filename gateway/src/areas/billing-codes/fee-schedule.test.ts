// Billing codes beyond the lifecycle: the funder and service relations of a 500-row page at a constant number of
// upstream calls, the fee-schedule rules, the CSV export and import, and the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

interface Node {
  id: string;
  code: string;
  funderId: string;
  serviceId: string;
  funder: { id: string; name: string } | null;
  service: { id: string; name: string } | null;
}

const PAGE = `query($p: PageInput, $f: BillingCodeFilter) {
  billingCodes(page: $p, filter: $f) { pageInfo { total } nodes { id code funderId serviceId funder { id name } service { id name } } }
}`;
const CREATE = 'mutation($i: BillingCodeInput!) { createBillingCode(input: $i) { id code modifier rate funder { name } } }';
const IMPORT = 'mutation($file: Upload!) { importBillingCodes(file: $file) { imported rejected errors { row message } } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const fixtures = () => stack.standIn.fixtures;

function input(over: Record<string, unknown> = {}) {
  return { code: '97153', description: 'Adaptive behavior treatment by protocol', rate: 16, funderId: '2', serviceId: '1', ...over };
}

describe('relations', () => {
  it('resolves the funder and service of a 500-row page with one call per list', async () => {
    const { billingCodes, funders, services } = fixtures();
    const allFunders = funders.all();
    const offered = services.all();
    for (let index = 0; billingCodes.all().length < 520; index += 1) {
      billingCodes.add({
        code: `L${String(index).padStart(4, '0')}`,
        modifier: null,
        description: 'Load row',
        rate: 10,
        units: 1,
        unit_minutes: 15,
        payer_id: allFunders[index % allFunders.length]!.id,
        service_id: offered[index % offered.length]!.id,
        status: 1,
      });
    }

    const counts: number[] = [];
    for (const perPage of [50, 500]) {
      stack.standIn.calls.reset();
      const answer = await stack.gql<{ billingCodes: { nodes: Node[] } }>(PAGE, { p: { perPage } }, token);
      expect(answer.errors).toBeUndefined();
      const nodes = answer.data!.billingCodes.nodes;
      expect(nodes).toHaveLength(perPage);
      for (const node of nodes) {
        expect(node.funder?.name).toBe(funders.find(Number(node.funderId))!.name);
        expect(node.service?.name).toBe(services.find(Number(node.serviceId))!.name);
      }
      const paths = stack.standIn.calls
        .list()
        .map((call) => call.path)
        .sort();
      expect(paths).toEqual(['all-payers', 'all-services', 'billing-codes']);
      counts.push(paths.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it('points every seeded code at a funder and a service that exist', async () => {
    fixtures().reset();
    const answer = await stack.gql<{ billingCodes: { pageInfo: { total: number }; nodes: Node[] } }>(PAGE, { p: { perPage: 500 } }, token);
    const { total } = answer.data!.billingCodes.pageInfo;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(total).toBeLessThanOrEqual(120);
    expect(answer.data!.billingCodes.nodes.every((node) => node.funder !== null && node.service !== null)).toBe(true);
  });

  it('filters by funder', async () => {
    const answer = await stack.gql<{ billingCodes: { pageInfo: { total: number }; nodes: Node[] } }>(
      PAGE,
      { f: { funderId: '1' }, p: { perPage: 100 } },
      token,
    );
    const expected = fixtures()
      .billingCodes.all()
      .filter((row) => row.payer_id === 1).length;
    expect(expected).toBeGreaterThan(0);
    expect(answer.data!.billingCodes.pageInfo.total).toBe(expected);
    expect(answer.data!.billingCodes.nodes.every((node) => node.funderId === '1')).toBe(true);
  });
});

describe('fee-schedule rules', () => {
  it('keeps a code unique per funder and modifier, not across funders', async () => {
    const seeded = fixtures().billingCodes.withoutModifier('97153')!;
    const clash = await stack.gql(CREATE, { i: input({ funderId: String(seeded.payer_id) }) }, token);
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: ['The code has already been taken.'] } });

    const withModifier = await stack.gql<{ createBillingCode: { modifier: string } }>(
      CREATE,
      { i: input({ funderId: String(seeded.payer_id), modifier: 'U1' }) },
      token,
    );
    expect(withModifier.errors).toBeUndefined();
    expect(withModifier.data!.createBillingCode.modifier).toBe('U1');

    const otherFunder = fixtures()
      .funders.all()
      .find(
        (funder) =>
          !fixtures()
            .billingCodes.all()
            .some((row) => row.payer_id === funder.id),
      )!;
    const elsewhere = await stack.gql<{ createBillingCode: { funder: { name: string } } }>(
      CREATE,
      { i: input({ funderId: String(otherFunder.id) }) },
      token,
    );
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data!.createBillingCode.funder.name).toBe(otherFunder.name);
  });

  it('refuses a rate of zero and a funder that does not exist', async () => {
    const zero = await stack.gql(CREATE, { i: input({ code: 'T9999', rate: 0 }) }, token);
    expect(zero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { rate: ['The rate field must be greater than 0.'] } });
    const unknown = await stack.gql(CREATE, { i: input({ code: 'T9998', funderId: '9999' }) }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toBe('The selected payer id is invalid.');
  });
});

describe('export and import', () => {
  it('exports the filtered list as a CSV file the URL serves', async () => {
    const answer = await stack.gql<{ exportBillingCodes: { url: string; fileName: string } }>(
      'mutation($f: BillingCodeFilter) { exportBillingCodes(filter: $f, page: { sortField: "code", sortBy: ASC }) { url fileName } }',
      { f: { funderId: '1' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { url, fileName } = answer.data!.exportBillingCodes;
    expect(fileName).toMatch(/^billing-codes-\d{14}-[0-9a-f]+\.csv$/);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,modifier,description,rate,units,unit_minutes,funder,service,status');
    const rows = fixtures()
      .billingCodes.all()
      .filter((row) => row.payer_id === 1);
    expect(lines).toHaveLength(rows.length + 1);
    const funderName = fixtures().funders.find(1)!.name;
    expect(lines.slice(1).every((line) => line.includes(`,${funderName},`))).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.code).sort());
  });

  it('imports rows naming funder and service by name, and reports the rows it refused', async () => {
    const funder = fixtures().funders.all()[4]!;
    const service = fixtures().services.all()[2]!;
    const csv = [
      'Code,Modifier,Description,Rate,Units,Unit Minutes,Funder,Service,Status',
      `S5111,,Home care training,22.50,4,15,${funder.name},${service.name},Active`,
      `S5115,HN,Home care training non-family,18,4,15,${funder.id},${service.id},1`,
      `S5116,,Home care training group,12,,,"${funder.name.toUpperCase()}",${service.name},0`,
      `S5117,,Refused: no such funder,10,1,15,Nowhere Health,${service.name},1`,
      `S5118,,Refused: free,0,1,15,${funder.name},${service.name},1`,
      `S5111,,Refused: duplicate of row 2,22.50,4,15,${funder.name},${service.name},1`,
      `,,Refused: no code,10,1,15,${funder.name},${service.name},1`,
    ].join('\n');
    const before = fixtures().billingCodes.all().length;
    const answer = await sendMultipart(
      stack.gateway.url,
      IMPORT,
      { file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode(csv), name: 'fee-schedule.csv', type: 'text/csv' },
      },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.importBillingCodes).toEqual({
      imported: 3,
      rejected: 4,
      errors: [
        { row: 5, message: 'The selected funder is invalid.' },
        { row: 6, message: 'The rate field must be greater than 0.' },
        { row: 7, message: 'The code has already been taken.' },
        { row: 8, message: 'The code field is required.' },
      ],
    });
    const saved = fixtures().billingCodes.all().slice(before);
    // Blank cells take the defaults: no modifier, one unit.
    expect(saved.map((row) => [row.code, row.modifier, row.payer_id, row.service_id, row.units, row.status])).toEqual([
      ['S5111', null, funder.id, service.id, 4, 1],
      ['S5115', 'HN', funder.id, service.id, 4, 1],
      ['S5116', null, funder.id, service.id, 1, 0],
    ]);
  });
});

describe('permission', () => {
  it('refuses a therapist the list, but serves the lookup list to any signed-in user', async () => {
    const therapist = await stack.signIn('Therapist');
    const list = await stack.gql(PAGE, {}, therapist);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const all = await stack.gql<{ allBillingCodes: { id: string }[] }>('{ allBillingCodes { id } }', {}, therapist);
    expect(all.errors).toBeUndefined();
    expect(all.data!.allBillingCodes.length).toBe(fixtures().billingCodes.all().length);
  });
});
