// The invoice report: every billable line (completed sessions) filtered by student, month, service and staff (and
// funder), kept in the address; the totals of all it matches, by funder; exported as a workbook, a tab per funder.
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isAnnounced } from '../../app/links';
import { toUsDate } from '../../dates/calendar';
import type { InvoiceLineFieldsFragment as Line, InvoiceReportFilter, PageInput } from '../../gql/graphql';
import { derived, col, ResourceList, type ListFilters, type ListStateControls } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { codeWithModifiers, dollars, monthPattern } from './figures';
import { InvoiceTotals } from './InvoiceLines';
import { ExportInvoiceReportMutation, InvoiceReportList, InvoiceReportTotalsQuery } from './operations';
import { useInvoiceChoices } from './options';
import './invoices.css';
import { readableTimeRange } from '../../dates/timeOfDay';

function ReportFilterPanel({ state }: { state: ListStateControls }) {
  const choices = useInvoiceChoices();
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={choices.students} state={state} failed={choices.failed} />
      <FilterSelect name="month" label="Month" options={choices.months} state={state} />
      <FilterSelect name="service" label="Service" options={choices.services} state={state} failed={choices.failed} />
      <FilterSelect name="staff" label="Staff" options={choices.staff} state={state} failed={choices.failed} />
      <FilterSelect name="funder" label="Funder" options={choices.funders} state={state} failed={choices.failed} />
    </FilterRow>
  );
}

const keys = ['student', 'month', 'service', 'staff', 'funder'] as const;
const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

function reportFilter(values: Partial<Record<string, string>>): InvoiceReportFilter {
  const { student, month, service, staff, funder } = values;
  return {
    ...(isId(student) && { studentId: student }),
    ...(month !== undefined && monthPattern.test(month) && { monthYear: month }),
    ...(isId(service) && { serviceId: service }),
    ...(isId(staff) && { staffId: staff }),
    ...(isId(funder) && { funderId: funder }),
  };
}

const reportFilters: ListFilters<{ page?: PageInput | null; filter?: InvoiceReportFilter | null }> = {
  keys,
  variables: (values) => {
    const filter = reportFilter(values);
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ReportFilterPanel,
};

// Sized to fit 1366 px, the amount included.
const columns = [
  derived<Line>('date', 'Date', (row) => toUsDate(row.date), { flex: 0.8, minWidth: 100 }),
  col<Line>('studentName', 'Student', { flex: 1.2, minWidth: 115, sortField: false }),
  col<Line>('staffName', 'Staff', { flex: 1.2, minWidth: 115, sortField: false }),
  col<Line>('serviceName', 'Service', { flex: 1.4, minWidth: 130, sortField: false }),
  col<Line>('funderName', 'Funder', { flex: 1, minWidth: 95, sortField: false }),
  derived<Line>('code', 'Code', codeWithModifiers, { flex: 0.7, minWidth: 80 }),
  derived<Line>('time', 'Time', (row) => readableTimeRange(row.startTime, row.endTime), { flex: 0.9, minWidth: 100 }),
  derived<Line>('units', 'Units', (row) => row.units, { flex: 0.5, minWidth: 65 }),
  derived<Line>('rate', 'Rate', (row) => dollars(row.rate), { flex: 0.6, minWidth: 75 }),
  derived<Line>('amount', 'Amount', (row) => dollars(row.amount), { flex: 0.7, minWidth: 90 }),
];

/** The filter the address holds, as the list reads it. */
function useAddressFilter(): InvoiceReportFilter {
  const [params] = useSearchParams();
  const address = keys.map((key) => params.get(key) ?? '').join('|');
  return useMemo(() => reportFilter(Object.fromEntries(keys.map((key, index) => [key, address.split('|')[index] || undefined]))), [address]);
}

function ReportTotals({ filter }: { filter: InvoiceReportFilter }) {
  const { data, previousData, error, refetch } = useQuery(InvoiceReportTotalsQuery, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  if (error && !isAnnounced(error)) {
    return (
      <Callout intent="danger" title="The report's totals could not be loaded">
        <p>{error.message}</p>
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }
  if (!shown) return <Spinner size={20} aria-label="Loading the totals" />;
  return <InvoiceTotals label="Report totals" totals={shown.totals} />;
}

export function InvoiceReport() {
  const filter = useAddressFilter();
  return (
    <div className="kit-page invoice-report">
      <ReportTotals filter={filter} />
      <ResourceList
        plural="Invoice lines"
        singular="Invoice line"
        list={InvoiceReportList}
        columns={columns}
        rowName={(row) => `${row.studentName}, ${toUsDate(row.date) ?? row.date}`}
        filters={reportFilters}
        toolbar={
          <>
            <LinkButton to="/invoice">Build an invoice</LinkButton>
            <ExportButton document={ExportInvoiceReportMutation} variables={{ filter }} plural="Invoice report" text="Export XLSX" />
          </>
        }
      />
    </div>
  );
}
