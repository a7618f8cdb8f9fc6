// Service lines, services, packages and funders in the stand-in: seeds that point only at rows that exist, the
// `exists` rule on writes, and the funder calls' own answers over real HTTP.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../db/table.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import type { ServicePackage } from '../packages/package.js';
import type { Service } from '../services/service.js';
import type { FunderContact } from './contacts.js';
import type { FunderBillingCode, FunderServiceLine } from './links.js';
import type { FunderPlan } from './plans.js';
import type { FunderPromptCode } from './prompt-codes.js';

const standIn = useStandIn();
let token = '';
beforeAll(async () => {
  token = await signIn(standIn.current, 'Office administrator');
});
beforeEach(() => standIn.current.db.reset());

const live = (table: string) =>
  new Set(
    standIn.current.db
      .table(table)
      .active()
      .map((row: Row) => row.id),
  );

describe('seeds', () => {
  it('have enough rows to page, and every relation id names a live row', () => {
    const db = standIn.current.db;
    const counts = ['service_lines', 'services', 'packages', 'payers', 'payer_cases', 'payer_plans'].map((name) => db.table(name).size);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(30);
    expect(counts.every((count) => count <= 120)).toBe(true);

    const lines = live('service_lines');
    const services = live('services');
    const funders = live('payers');
    for (const service of db.table<Service>('services').active()) expect(lines.has(service.service_line_id)).toBe(true);
    for (const pack of db.table<ServicePackage>('packages').all()) {
      expect(pack.service_ids.length).toBeGreaterThan(0);
      for (const id of pack.service_ids) expect(services.has(id)).toBe(true);
    }
    for (const table of ['payer_cases', 'payer_plans', 'payer_prompt_codes', 'payer_service_lines', 'payer_billing_codes']) {
      for (const row of db.table<Row & { payer_id: number }>(table).all()) expect(funders.has(row.payer_id)).toBe(true);
    }
    const serviceRows = new Map(
      db
        .table<Service>('services')
        .active()
        .map((service) => [service.id, service]),
    );
    const contracted = new Set(
      db
        .table<FunderServiceLine>('payer_service_lines')
        .all()
        .map((link) => `${link.payer_id}/${link.service_line_id}`),
    );
    const codes = db.tableNames().includes('billing_codes') ? live('billing_codes') : undefined;
    const links = db.table<FunderBillingCode>('payer_billing_codes').all();
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) {
      expect(lines.has(link.service_line_id)).toBe(true);
      expect(serviceRows.get(link.service_id)?.service_line_id).toBe(link.service_line_id);
      expect(contracted.has(`${link.payer_id}/${link.service_line_id}`)).toBe(true);
      if (codes) expect(codes.has(link.billing_code_id)).toBe(true);
    }
  });

  it('give contacts, plans and service lines unique per-funder rows', () => {
    const db = standIn.current.db;
    const names = db
      .table<FunderContact>('payer_cases')
      .all()
      .map((row) => row.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const plans = db
      .table<FunderPlan>('payer_plans')
      .all()
      .map((row) => row.name.toLowerCase());
    expect(new Set(plans).size).toBe(plans.length);
    const pairs = db
      .table<FunderServiceLine>('payer_service_lines')
      .all()
      .map((row) => `${row.payer_id}/${row.service_line_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('the exists rule on writes', () => {
  it('refuses a service of an unknown service line and a package of unknown services, and stores ids as numbers', async () => {
    const service = await call(standIn.current, 'services', { token, json: { name: 'Lunch Bunch', service_line_id: '999' } });
    expect(service.status).toBe(422);
    expect(service.body).toMatchObject({ errors: { service_line_id: ['The selected service line id is invalid.'] } });
    const pack = await call(standIn.current, 'packages', { token, json: { name: 'Bundle', service_ids: ['1', '9999'] } });
    expect(pack.body).toMatchObject({ errors: { service_ids: ['The selected service ids is invalid.'] } });
    const made = await call<{ data: ServicePackage }>(standIn.current, 'packages', { token, json: { name: 'Bundle', service_ids: ['2', 1, '2'] } });
    expect(made.body.data.service_ids).toEqual([2, 1]);
    const contact = await call(standIn.current, 'payer-cases', { token, json: { payer_id: 41, name: 'Pat Doe' } });
    expect(contact.body).toMatchObject({ errors: { payer_id: ['The selected payer id is invalid.'] } });
  });

  it('checks the permission before the input', async () => {
    const therapist = await signIn(standIn.current, 'Therapist');
    expect((await call(standIn.current, 'services', { token: therapist, json: { service_line_id: '999' } })).status).toBe(403);
    expect((await call(standIn.current, 'payers-plan', { token: therapist, json: {} })).status).toBe(403);
  });
});

describe('payer-prompt-code', () => {
  it('needs a known funder', async () => {
    expect((await call(standIn.current, 'payer-prompt-code', { token })).status).toBe(422);
    const missing = await call(standIn.current, 'payer-prompt-code?payer_id=9999', { token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Funder not found.' } });
  });

  it('replaces the set from a form body too', async () => {
    const form = new FormData();
    form.append('payer_id', '5');
    form.append('prompt_codes[0][code]', 'G');
    form.append('prompt_codes[0][name]', 'Gestural');
    form.append('prompt_codes[0][score]', '60');
    const saved = await call<{ data: FunderPromptCode[] }>(standIn.current, 'payer-prompt-code', { token, form });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map(({ code, score, sort_order }) => ({ code, score, sort_order }))).toEqual([{ code: 'G', score: 60, sort_order: 1 }]);
    const empty = await call(standIn.current, 'payer-prompt-code', { token, json: { payer_id: 5, prompt_codes: [] } });
    expect(empty.body).toMatchObject({ errors: { prompt_codes: ['The prompt codes field is required.'] } });
  });
});

describe('list lookups', () => {
  it('list_service narrows to a service line; list_serviceline and list_payer to each other', async () => {
    const services = await call<{ data: Service[] }>(standIn.current, 'list_service?service_line_id=2', { token });
    expect(services.body.data.length).toBeGreaterThan(0);
    expect(services.body.data.every((service) => service.service_line_id === 2)).toBe(true);
    const lines = await call<{ data: { id: number }[] }>(standIn.current, 'list_serviceline?payer_id=1', { token });
    const contracted = standIn.current.db
      .table<FunderServiceLine>('payer_service_lines')
      .active()
      .filter((link) => link.payer_id === 1)
      .map((link) => link.service_line_id);
    expect(lines.body.data.map((line) => line.id).sort((a, b) => a - b)).toEqual(contracted.sort((a, b) => a - b));
    const lineFunders = await call<{ data: { id: number }[] }>(standIn.current, `list_payer?service_line_id=${contracted[0]}`, { token });
    expect(lineFunders.body.data.map((funder) => funder.id)).toContain(1);
  });
});
