// Invoices through GraphQL against the stand-in: a month's sessions billed at the unit edges (23, 22 and 8 minutes of
// a 15-minute code; a 7-minute, a cancelled and a scheduled session not billed), the ABA invoice's PDF reading back the
// screen's figures, the SETSS request in hours on the DOE list, the report's filters and totals by funder, its
// workbook a tab per funder, and a month with nothing to bill refused by name.
import type { BillingCode, Funder } from '@portal/mocks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';
import { pdfText } from '../templates/pdf-text.js';

let stack: Stack;
let token: string;

const LINE =
  'sessionId date studentId studentName staffId serviceId funderId funderName cptCode modifiers startTime endTime minutes unitMinutes units rate amount';
const TOTALS = 'sessions units amount byFunder { funderId funderName sessions units amount }';
const INVOICE = `id number kind studentId funderId monthYear url fileName createdByName lines { ${LINE} } totals { ${TOTALS} }`;

interface Line {
  sessionId: string;
  date: string;
  studentId: string;
  staffId: string;
  serviceId: string;
  funderId: string;
  funderName: string;
  cptCode: string;
  modifiers: string[];
  minutes: number;
  units: number;
  rate: number;
  amount: number;
}
interface Totals {
  sessions: number;
  units: number;
  amount: number;
  byFunder: { funderId: string; sessions: number; units: number; amount: number }[];
}
interface Invoice {
  id: string;
  number: string;
  kind: string;
  url: string;
  fileName: string;
  lines: Line[];
  totals: Totals;
}

/** A month no seeded session falls in, on any day the tests run, so the test's own sessions are all it holds. */
const month = '2055-03';
let student: number;
let staff: number;
let code: BillingCode;
let funder: Funder;

function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function addSession(day: number, start: string, end: string, status = 'Completed', placeOfService = 'Office (11)'): number {
  const row = stack.standIn.fixtures.studentSessions.add({
    student_id: student,
    staff_id: staff,
    service_id: code.service_id,
    billing_code_id: code.id,
    authorization_id: null,
    hcode: code.code,
    date: `${month}-${String(day).padStart(2, '0')}`,
    start_time: start,
    end_time: end,
    units: 0,
    status,
    note_status: 'Signed',
    place_of_service: placeOfService,
  });
  return row.id;
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const { billingCodes, funders, studentSessions } = stack.standIn.fixtures;
  code = billingCodes.withoutModifier('97153')!;
  funder = funders.find(code.payer_id)!;
  const sessions = studentSessions.all();
  student = sessions[0]!.student_id;
  staff = sessions[0]!.staff_id;
  addSession(2, '09:00', '09:23');
  addSession(3, '09:00', '09:22', 'Completed', 'Telehealth (02)');
  addSession(4, '09:00', '09:08');
  addSession(5, '09:00', '09:07');
  addSession(6, '09:00', '10:00', 'Cancelled');
  addSession(7, '09:00', '10:00', 'No Show');
  addSession(30, '09:00', '10:00', 'Scheduled');
});
afterAll(() => stack.stop());

async function report(filter: Record<string, unknown>) {
  const answer = await stack.gql<{ invoiceReport: { pageInfo: { total: number }; nodes: Line[] }; invoiceReportTotals: Totals }>(
    `query($f: InvoiceReportFilter) { invoiceReport(filter: $f, page: { perPage: 500 }) { pageInfo { total } nodes { ${LINE} } } invoiceReportTotals(filter: $f) { ${TOTALS} } }`,
    { f: filter },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function download(url: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the invoice of a month', () => {
  it("bills only the completed sessions, each by the midpoint rule, at the funder's rate", async () => {
    const { invoiceReport, invoiceReportTotals } = await report({ studentId: String(student), monthYear: month });
    expect(invoiceReport.nodes.map((line) => [line.minutes, line.units])).toEqual([
      [23, 2],
      [22, 1],
      [8, 1],
    ]);
    for (const line of invoiceReport.nodes) {
      expect(line).toMatchObject({ cptCode: '97153', funderId: String(funder.id), funderName: funder.name, rate: code.rate });
      expect(line.amount).toBe(Math.round(line.units * code.rate * 100) / 100);
    }
    expect(invoiceReport.nodes[1]!.modifiers).toEqual(['95']);
    const sum = Math.round(invoiceReport.nodes.reduce((total, line) => total + line.amount * 100, 0)) / 100;
    expect(invoiceReportTotals).toEqual({
      sessions: 3,
      units: 4,
      amount: sum,
      byFunder: [{ funderId: String(funder.id), funderName: funder.name, sessions: 3, units: 4, amount: sum }],
    });
  });

  it('makes the ABA invoice, whose PDF reads back the same lines and total', async () => {
    const answer = await stack.gql<{ createAbaInvoicePdf: Invoice }>(
      `mutation($i: InvoiceInput!) { createAbaInvoicePdf(input: $i) { ${INVOICE} } }`,
      { i: { studentId: String(student), funderId: String(funder.id), monthYear: month } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const invoice = answer.data!.createAbaInvoicePdf;
    expect(invoice).toMatchObject({ kind: 'ABA', number: expect.stringMatching(/^INV-205503-\d{5}$/), fileName: `${invoice.number}.pdf` });
    expect(invoice.lines.map((line) => line.units)).toEqual([2, 1, 1]);
    expect(invoice.totals.units).toBe(4);

    const pdf = await download(invoice.url);
    expect(pdf.type).toBe('application/pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('ABA Services Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain('March 2055');
    expect(text).toContain(funder.name);
    for (const line of invoice.lines) expect(text).toContain(dollars(line.amount));
    expect(text).toMatch(new RegExp(`Total due\\s+${dollars(invoice.totals.amount).replace('$', '\\$')}`));

    const listed = await stack.gql<{ abaInvoices: { nodes: { id: string; number: string }[] } }>(
      'query($f: InvoiceListFilter) { abaInvoices(filter: $f) { nodes { id number } } }',
      { f: { studentId: String(student), monthYear: month } },
      token,
    );
    expect(listed.data?.abaInvoices.nodes).toEqual([{ id: invoice.id, number: invoice.number }]);
  });

  it('refuses a month with nothing to bill by name, with no PDF', async () => {
    const answer = await stack.gql(
      'mutation($i: InvoiceInput!) { createAbaInvoicePdf(input: $i) { id } }',
      { i: { studentId: String(student), funderId: String(funder.id), monthYear: '2055-04' } },
      token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/^No sessions to invoice: .+ has no completed ABA sessions billed to .+ in April 2055\.$/);
    const plain = await stack.gql(
      'mutation($i: InvoicePdfInput!) { createInvoicePdf(input: $i) { id } }',
      { i: { studentId: String(student), funderId: String(funder.id), monthYear: '2055-13' } },
      token,
    );
    expect(plain.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ monthYear: ['The month year field must match the format Y-m.'] });
  });

  it('makes the SETSS request in hours, listed with the DOE invoices', async () => {
    const { invoiceReport } = await report({ kind: 'SETSS' });
    const first = invoiceReport.nodes[0]!;
    const setssMonth = first.date.slice(0, 7);
    const answer = await stack.gql<{ createSetssInvoicePdf: Invoice }>(
      `mutation($i: InvoiceInput!) { createSetssInvoicePdf(input: $i) { ${INVOICE} } }`,
      { i: { studentId: first.studentId, funderId: first.funderId, monthYear: setssMonth } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const invoice = answer.data!.createSetssInvoicePdf;
    expect(invoice.lines.every((line) => line.cptCode.startsWith('SETSS'))).toBe(true);
    const text = await pdfText((await download(invoice.url)).bytes);
    expect(text).toContain('SETSS Invoice Request');
    expect(text).toContain('Hours');
    expect(text).toContain(dollars(invoice.totals.amount));
    const doe = await stack.gql<{ doeInvoices: { nodes: { number: string; kind: string }[] } }>(
      '{ doeInvoices { nodes { number kind } } }',
      undefined,
      token,
    );
    expect(doe.data?.doeInvoices.nodes).toContainEqual({ number: invoice.number, kind: 'SETSS' });
  });
});

describe('the invoice report', () => {
  it('filters by student, month, service and staff, and offers what has billable sessions', async () => {
    const options = await stack.gql<{
      invoiceReportFilterOptions: { students: { id: string }[]; staff: { id: string }[]; services: { id: string }[]; months: string[] };
    }>('{ invoiceReportFilterOptions { students { id name } services { id name } staff { id name } funders { id name } months } }', undefined, token);
    const choices = options.data!.invoiceReportFilterOptions;
    expect(choices.months).toContain(month);
    expect(choices.students.map((row) => row.id)).toContain(String(student));
    const all = await report({ monthYear: month });
    expect(all.invoiceReport.nodes.every((line) => line.studentId === String(student))).toBe(true);
    const byStaff = await report({ staffId: String(staff), serviceId: String(code.service_id) });
    expect(byStaff.invoiceReport.nodes.length).toBeGreaterThanOrEqual(3);
    expect(byStaff.invoiceReport.nodes.every((line) => line.staffId === String(staff) && line.serviceId === String(code.service_id))).toBe(true);
    const bad = await stack.gql('{ invoiceReport(filter: { monthYear: "March" }) { pageInfo { total } } }', undefined, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports the lines as a workbook, a tab per funder with its total', async () => {
    const whole = await report({ monthYear: '2025-12' });
    const answer = await stack.gql<{ exportInvoiceReport: { url: string; fileName: string } }>(
      'mutation { exportInvoiceReport(filter: { monthYear: "2025-12" }) { url fileName } }',
      undefined,
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.exportInvoiceReport.fileName).toBe('invoice-report-2025-12.xlsx');
    const file = await download(answer.data!.exportInvoiceReport.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('Summary');
    expect(names.length).toBe(whole.invoiceReportTotals.byFunder.length + 1);
    const summary = workbook.getWorksheet('Summary')!;
    const last = summary.getRow(summary.rowCount).values as unknown[];
    expect(last.slice(1)).toEqual(['Total', whole.invoiceReportTotals.sessions, whole.invoiceReportTotals.units, whole.invoiceReportTotals.amount]);

    const empty = await stack.gql('mutation { exportInvoiceReport(filter: { monthYear: "2030-01" }) { url } }', undefined, token);
    expect(empty.errors?.[0]?.message).toBe('No sessions to invoice for these filters.');
  });

  it('is closed to a parent', async () => {
    const parent = await stack.signIn('Parent');
    const answer = await stack.gql('{ invoiceReport { pageInfo { total } } }', undefined, parent);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
