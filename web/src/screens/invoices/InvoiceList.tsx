// The invoices made, in the API's three lists: plain invoices, DOE invoices with the SETSS requests, and ABA
// invoices; each filtered by student, funder and month (kept in the address), searched by number or name, and
// opened as its PDF.
import { Tab } from '@blueprintjs/core';
import { Tabs } from '../../kit/Tabs';
import { useSearchParams } from 'react-router';
import { col, derived, ResourceList, type ListFilters, type ListStateControls, type RowAction } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import type { InvoiceFieldsFragment as Invoice, InvoiceListFilter, PageInput } from '../../gql/graphql';
import { LinkButton } from '../../kit/LinkButton';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dollars, kindLabels, monthPattern, shortMonthLabel } from './figures';
import { AbaInvoiceList, BlankInvoiceList, DoeInvoiceList } from './operations';
import { useInvoiceChoices } from './options';
import './invoices.css';

function ListFilterPanel({ state }: { state: ListStateControls }) {
  const choices = useInvoiceChoices();
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={choices.students} state={state} failed={choices.failed} />
      <FilterSelect name="funder" label="Funder" options={choices.funders} state={state} failed={choices.failed} />
      <FilterSelect name="month" label="Month" options={choices.months} state={state} />
    </FilterRow>
  );
}

const listFilters: ListFilters<{ page?: PageInput | null; filter?: InvoiceListFilter | null }> = {
  keys: ['student', 'funder', 'month'],
  variables: ({ student, funder, month }) => {
    const filter: InvoiceListFilter = {
      ...(student !== undefined && /^\d+$/.test(student) && { studentId: student }),
      ...(funder !== undefined && /^\d+$/.test(funder) && { funderId: funder }),
      ...(month !== undefined && monthPattern.test(month) && { monthYear: month }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ListFilterPanel,
};

// Sized to fit 1366 px with the row's Open PDF button.
const columns = [
  col<Invoice>('number', 'Invoice', { flex: 1.2, minWidth: 150, sortField: false }),
  derived<Invoice>('kind', 'Form', (row) => kindLabels[row.kind], { flex: 0.9, minWidth: 100 }),
  col<Invoice>('studentName', 'Student', { flex: 1.2, minWidth: 120, sortField: false }),
  col<Invoice>('funderName', 'Funder', { flex: 1.1, minWidth: 110, sortField: false }),
  derived<Invoice>('monthYear', 'Month', (row) => shortMonthLabel(row.monthYear), { flex: 0.7, minWidth: 85 }),
  derived<Invoice>('sessions', 'Sessions', (row) => row.totals.sessions, { flex: 0.6, minWidth: 75 }),
  derived<Invoice>('total', 'Total', (row) => dollars(row.totals.amount), { flex: 0.8, minWidth: 90 }),
  derived<Invoice>('createdAt', 'Made', (row) => toUsDate(row.createdAt.slice(0, 10)), { flex: 0.8, minWidth: 95 }),
];

const actions: RowAction<Invoice>[] = [
  { label: 'Open PDF', ariaLabel: (row) => `Open PDF of ${row.number}`, onClick: (row) => window.open(row.url, '_blank', 'noopener') },
];

const tabs = [
  { id: 'blank', title: 'Plain invoices', plural: 'Plain invoices', list: BlankInvoiceList },
  { id: 'doe', title: 'DOE and SETSS', plural: 'DOE invoices', list: DoeInvoiceList },
  { id: 'aba', title: 'ABA invoices', plural: 'ABA invoices', list: AbaInvoiceList },
] as const;

type TabId = (typeof tabs)[number]['id'];

export function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('list');
  const selected: TabId = tabs.some((tab) => tab.id === asked) ? (asked as TabId) : 'blank';
  const toolbar = (
    <>
      <LinkButton to="/invoice">Build an invoice</LinkButton>
      <LinkButton to="/invoice-setss-request">SETSS request</LinkButton>
    </>
  );
  return (
    <div className="kit-page invoice-list">
      <Tabs
        id="invoice-lists"
        selectedTabId={selected}
        onChange={(next) => setParams(next === 'blank' ? {} : { list: String(next) })}
        renderActiveTabPanelOnly
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.title}
            panel={
              <ResourceList
                plural={tab.plural}
                singular="Invoice"
                list={tab.list}
                columns={columns}
                rowName={(row) => row.number}
                actions={actions}
                filters={listFilters}
                toolbar={toolbar}
              />
            }
          />
        ))}
      </Tabs>
    </div>
  );
}
