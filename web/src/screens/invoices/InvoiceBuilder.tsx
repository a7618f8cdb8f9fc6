// Building an invoice: the funder, the student and the month (and the form: plain, DOE or ABA; the SETSS request
// page has its own), kept in the address; the month's billable lines previewed with their totals as the PDF will show
// them; Make PDF makes the invoice and opens it. A month with nothing to bill says so and offers no PDF.
import { AnchorButton, Button, Callout, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { isAnnounced } from '../../app/links';
import { monthLabel } from '../../dates/months';
import type { InvoiceFieldsFragment as Invoice, InvoiceKind } from '../../gql/graphql';
import { useWrite } from '../../kit';
import { useAddressValues } from '../../kit/address/useAddressValues';
import { LinkButton } from '../../kit/LinkButton';
import type { FilterOption } from '../../kit/list/FilterSelect';
import { dollars, kindLabels, monthPattern, noSessionsText, noSessionsTitle, unitWord } from './figures';
import { InvoiceLines, InvoiceTotals } from './InvoiceLines';
import { CreateAbaInvoicePdfMutation, CreateInvoicePdfMutation, CreateSetssInvoicePdfMutation, InvoicePreviewQuery } from './operations';
import { labelOf, useInvoiceChoices } from './options';
import './invoices.css';

function Choice({
  id,
  label,
  value,
  options,
  onChange,
  failed,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  failed?: boolean;
}) {
  return (
    <FormGroup label={label} labelFor={id} className="kit-filter">
      <HTMLSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[{ value: '', label: failed ? 'Could not load' : 'Choose…' }, ...options]}
        fill
      />
    </FormGroup>
  );
}

interface Chosen {
  studentId: string;
  funderId: string;
  monthYear: string;
  kind: InvoiceKind;
}

function Preview({ chosen, studentName, funderName }: { chosen: Chosen; studentName: string; funderName: string }) {
  const { data, previousData, loading, error, refetch } = useQuery(InvoicePreviewQuery, {
    variables: { filter: chosen },
    fetchPolicy: 'cache-and-network',
  });
  const plain = useWrite(CreateInvoicePdfMutation);
  const aba = useWrite(CreateAbaInvoicePdfMutation);
  const setss = useWrite(CreateSetssInvoicePdfMutation);
  const [made, setMade] = useState<Invoice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = data ?? (loading ? previousData : undefined);

  if (error && !shown) {
    return (
      <Callout intent="danger" title="The invoice's sessions could not be loaded">
        {!isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }
  if (!shown) return <Spinner aria-label="Loading the invoice's sessions" />;
  const lines = shown.lines.nodes;
  const month = monthLabel(chosen.monthYear);
  if (lines.length === 0) {
    return <NonIdealState icon="document" title={noSessionsTitle} description={noSessionsText(chosen.kind, studentName, funderName, month)} />;
  }

  const make = async () => {
    setRefusal(null);
    const input = { studentId: chosen.studentId, funderId: chosen.funderId, monthYear: chosen.monthYear };
    const success = (answer: { invoice: Invoice }) => `${kindLabels[answer.invoice.kind]} ${answer.invoice.number} made.`;
    const outcome =
      chosen.kind === 'ABA'
        ? await aba.run({ input }, success)
        : chosen.kind === 'SETSS'
          ? await setss.run({ input }, success)
          : await plain.run({ input: { ...input, kind: chosen.kind } }, success);
    if (outcome.ok) {
      setMade(outcome.data.invoice);
      window.open(outcome.data.invoice.url, '_blank', 'noopener');
    } else setRefusal(Object.values(outcome.fieldErrors).flat()[0] ?? outcome.message);
  };
  const pending = plain.pending || aba.pending || setss.pending;
  const current =
    made &&
    made.studentId === chosen.studentId &&
    made.funderId === chosen.funderId &&
    made.monthYear === chosen.monthYear &&
    made.kind === chosen.kind
      ? made
      : null;

  return (
    <section className="invoice-preview" aria-label="Invoice preview">
      <div className="kit-panel invoice-preview-head">
        <div>
          <h2 className="invoice-preview-title">
            {kindLabels[chosen.kind]}: {studentName}
          </h2>
          <p className="kit-muted">
            {funderName} · {month}
          </p>
        </div>
        <span className="kit-toolbar-spacer" />
        {loading && <Spinner size={16} aria-label="Loading" />}
        <Button intent="primary" icon="document" text="Make PDF" loading={pending} disabled={pending} onClick={() => void make()} />
      </div>
      {refusal && <Callout intent="warning" title={refusal} />}
      {current && (
        <Callout intent="success" icon="tick" title={`Invoice ${current.number} made: ${dollars(current.totals.amount)}`}>
          <AnchorButton href={current.url} target="_blank" rel="noopener noreferrer" icon="document-open" text={`Open PDF ${current.fileName}`} />
        </Callout>
      )}
      <InvoiceTotals label="Invoice totals" totals={shown.totals} unit={unitWord(chosen.kind)} />
      {shown.lines.pageInfo.total > lines.length && (
        <Callout
          intent="primary"
          title={`The first ${lines.length} of ${shown.lines.pageInfo.total} sessions are listed; the totals and the PDF bill them all.`}
        />
      )}
      <InvoiceLines kind={chosen.kind} lines={lines} />
    </section>
  );
}

const builderKinds: InvoiceKind[] = ['BLANK', 'DOE', 'ABA'];

function InvoiceBuilder({ fixedKind }: { fixedKind?: InvoiceKind }) {
  const address = useAddressValues();
  const choices = useInvoiceChoices();
  const set = (key: string, value: string) => address.set({ [key]: value });
  const studentId = address.get('student');
  const funderId = address.get('funder');
  const monthYear = address.get('month');
  const askedKind = (address.get('kind') || null) as InvoiceKind | null;
  const kind: InvoiceKind = fixedKind ?? (askedKind && builderKinds.includes(askedKind) ? askedKind : 'BLANK');
  const complete = /^\d+$/.test(studentId) && /^\d+$/.test(funderId) && monthPattern.test(monthYear);

  return (
    <div className="kit-page invoice-builder">
      <div className="kit-panel kit-toolbar">
        <p className="kit-muted invoice-intro">
          {fixedKind === 'SETSS'
            ? "A SETSS request bills a student's completed SETSS sessions of a month, in hours, to the funder."
            : "An invoice bills a student's completed sessions of a month to one funder, each at the funder's rate for its code."}
        </p>
        <LinkButton to="/invoice-list">Invoices made</LinkButton>
        <LinkButton to="/invoice-report">Invoice report</LinkButton>
      </div>
      <div className="kit-panel kit-filters" role="group" aria-label="Invoice for">
        <Choice
          id="invoice-funder"
          label="Funder"
          value={funderId}
          options={choices.funders}
          onChange={(value) => set('funder', value)}
          failed={choices.failed}
        />
        <Choice
          id="invoice-student"
          label="Student"
          value={studentId}
          options={choices.students}
          onChange={(value) => set('student', value)}
          failed={choices.failed}
        />
        <Choice id="invoice-month" label="Month" value={monthYear} options={choices.months} onChange={(value) => set('month', value)} />
        {!fixedKind && (
          <Choice
            id="invoice-kind"
            label="Form"
            value={kind}
            options={builderKinds.map((value) => ({ value, label: kindLabels[value] }))}
            onChange={(value) => set('kind', value === 'BLANK' ? '' : value)}
          />
        )}
        {choices.loading && <Spinner size={16} aria-label="Loading the choices" />}
        {choices.failed && <Button text="Try again" onClick={choices.retry} />}
      </div>
      {complete ? (
        <Preview
          chosen={{ studentId, funderId, monthYear, kind }}
          studentName={labelOf(choices.students, studentId)}
          funderName={labelOf(choices.funders, funderId)}
        />
      ) : (
        <NonIdealState
          icon="dollar"
          title="Choose a funder, a student and a month"
          description="The month's billable sessions are shown here before the PDF is made."
        />
      )}
    </div>
  );
}

export function BuildInvoice() {
  return <InvoiceBuilder />;
}

export function SetssInvoiceRequest() {
  return <InvoiceBuilder fixedKind="SETSS" />;
}
