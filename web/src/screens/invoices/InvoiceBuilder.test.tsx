// The invoice builder against mocked resolvers: the chosen month's lines previewed with the figures the PDF writes
// ($1,234.50), Make PDF sending the ABA call with the choices and showing the invoice made; an empty month saying
// there are no sessions to invoice, with no PDF to make; the API's refusal shown as it words it.
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { BuildInvoice } from './InvoiceBuilder';

const line = (id: string, date: string, units: number, amount: number) => ({
  sessionId: id,
  date,
  studentId: '2',
  studentName: 'Ada Byron',
  staffId: '5',
  staffName: 'Sam Lee',
  serviceId: '9',
  serviceName: 'ABA-HB Direct Therapy',
  funderId: '1',
  funderName: 'Aetna',
  billingCodeId: '4',
  cptCode: '97153',
  modifiers: ['HN'],
  startTime: '09:00',
  endTime: '12:00',
  minutes: units * 15,
  unitMinutes: 15,
  units,
  rate: 102.875,
  amount,
});
const lines = [line('11', '2026-11-03', 12, 1234.5), line('12', '2026-11-10', 2, 205.75)];
const totals = {
  sessions: 2,
  units: 14,
  amount: 1440.25,
  byFunder: [{ funderId: '1', funderName: 'Aetna', sessions: 2, units: 14, amount: 1440.25 }],
};
// Ids of different kinds overlap (student 2, staff member 2): each keeps its own name.
const options = {
  students: [{ id: '2', name: 'Ada Byron' }],
  funders: [{ id: '1', name: 'Aetna' }],
  services: [{ id: '1', name: 'ABA-HB Direct Therapy' }],
  staff: [{ id: '2', name: 'Sam Lee' }],
  months: ['2026-11'],
};
const route = '/invoice?funder=1&student=2&month=2026-11&kind=ABA';

beforeEach(() => void vi.spyOn(window, 'open').mockReturnValue(null));
afterEach(() => vi.restoreAllMocks());

function resolvers(nodes: typeof lines, create: () => unknown) {
  const made: unknown[] = [];
  return {
    made,
    resolvers: {
      Query: {
        invoiceReportFilterOptions: () => options,
        invoiceReport: () => ({ pageInfo: { total: nodes.length, currentPage: 1, lastPage: 1, perPage: 500, from: 1, to: nodes.length }, nodes }),
        invoiceReportTotals: () => (nodes.length ? totals : { sessions: 0, units: 0, amount: 0, byFunder: [] }),
      },
      Mutation: {
        createAbaInvoicePdf: (_root: unknown, { input }: { input: unknown }) => {
          made.push(input);
          return create();
        },
      },
    },
  };
}

describe('building an invoice', () => {
  it("previews the month with the PDF's figures and makes the ABA invoice", async () => {
    const invoice = {
      id: '8',
      number: 'INV-202611-00008',
      kind: 'ABA',
      studentId: '2',
      studentName: 'Ada Byron',
      funderId: '1',
      funderName: 'Aetna',
      monthYear: '2026-11',
      url: 'http://files.test/INV-202611-00008.pdf',
      fileName: 'INV-202611-00008.pdf',
      createdAt: '2026-11-24T09:00:00Z',
      createdByName: 'Riley Test',
      totals,
    };
    const { resolvers: mocked, made } = resolvers(lines, () => invoice);
    const { user } = renderWithGraphQL(<BuildInvoice />, { route, resolvers: mocked });
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(screen.getByRole('heading', { name: 'ABA invoice: Ada Byron' })).toBeTruthy();
    expect(within(table).getByText('$1,234.50')).toBeTruthy();
    expect(within(table).getAllByText('97153 HN')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Invoice totals' })).getByText('$1,440.25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make PDF' }));
    await screen.findByText('Invoice INV-202611-00008 made: $1,440.25');
    expect(made).toEqual([{ studentId: '2', funderId: '1', monthYear: '2026-11' }]);
    expect(window.open).toHaveBeenCalledWith(invoice.url, '_blank', 'noopener');
  });

  it('says a month with nothing to bill has no sessions to invoice, with no PDF to make', async () => {
    renderWithGraphQL(<BuildInvoice />, { route, resolvers: resolvers([], () => null).resolvers });
    await screen.findByRole('heading', { name: 'No sessions to invoice' });
    expect(screen.getByText('Ada Byron has no completed ABA sessions billed to Aetna in November 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make PDF' })).toBeNull();
  });

  it("shows the API's refusal as it words it", async () => {
    const refusal = 'No sessions to invoice: Ada Byron has no completed ABA sessions billed to Aetna in November 2026.';
    const { resolvers: mocked } = resolvers(lines, () => {
      throw new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { monthYear: [refusal] } } });
    });
    const { user } = renderWithGraphQL(<BuildInvoice />, { route, resolvers: mocked });
    await user.click(await screen.findByRole('button', { name: 'Make PDF' }));
    await screen.findByText(refusal);
  });
});
