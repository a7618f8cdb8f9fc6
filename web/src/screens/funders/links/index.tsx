// The funder pages that link a funder to what it pays for: its service lines (list, assign, unassign), the funders
// of one service line, its billing codes (list, assign with a rate) and one billing code's details. Behind
// 'Funders'; each is a funder page, titled with the funder's name.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Checkbox, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { col, ConfirmAlert, dateCol, derived, moneyCol, ResourceList, useWrite, type RowAction, type RowOf } from '../../../kit';
import { useFunderHeader } from '../../../layout/selectedFunder';
import { useFunderTitle } from '../useFunderTitle';
import {
  AssignableServiceLines,
  AssignFunderBillingCodes,
  AssignFunderServiceLines,
  BillingCodeDetails,
  FunderBillingCodeList,
  FunderServiceLineList,
  FunderServiceLineOptions,
  LineServiceOptions,
  ServiceBillingCodeOptions,
  ServiceLineFunderList,
  ServiceLineTitle,
  UnassignFunderServiceLine,
} from './operations';
import { LinkButton } from '../../../kit/LinkButton';
import '../../../kit/kit.css';

type LineRow = RowOf<typeof FunderServiceLineList>;
type CodeRow = RowOf<typeof FunderBillingCodeList>;
type LineFunderRow = RowOf<typeof ServiceLineFunderList>;

function toolbarLink(to: string, text: string) {
  return (
    <Link to={to} className="bp6-button bp6-intent-primary">
      <span className="bp6-button-text">{text}</span>
    </Link>
  );
}

/** /payer-service-line/{payer_id}: the service lines a funder is contracted for. */
function ServiceLines() {
  const { payer_id: funderId = '' } = useParams();
  const funderName = useFunderTitle(funderId);
  const client = useApolloClient();
  const unassigning = useWrite(UnassignFunderServiceLine);
  const [target, setTarget] = useState<LineRow | null>(null);
  const variables = useMemo(() => ({ funderId }), [funderId]);
  const actions = useMemo<RowAction<LineRow>[]>(
    () => [{ label: 'Unassign', intent: 'danger', ariaLabel: (row) => `Unassign ${row.serviceLine?.name ?? 'service line'}`, onClick: setTarget }],
    [],
  );

  const unassign = async () => {
    if (!target) return;
    const outcome = await unassigning.run(
      { funderId, serviceLineId: target.serviceLineId },
      (data) => data.result.message || 'Service line unassigned.',
    );
    setTarget(null);
    if (outcome.ok) await client.refetchQueries({ include: [FunderServiceLineList, FunderBillingCodeList] });
  };

  return (
    <>
      <ResourceList
        plural="Funder Service Lines"
        singular="Service line"
        list={FunderServiceLineList}
        variables={variables}
        columns={[
          derived<LineRow>('serviceLine', 'Service line', (row) => row.serviceLine?.name, { flex: 2 }),
          derived<LineRow>('code', 'Code', (row) => row.serviceLine?.code),
          dateCol<LineRow>('createdAt', 'Contracted since'),
        ]}
        rowName={(row) => row.serviceLine?.name ?? 'service line'}
        actions={actions}
        toolbar={toolbarLink(`/payers/service-line/${funderId}`, 'Assign service lines')}
      />
      <ConfirmAlert
        isOpen={target !== null}
        confirmText="Unassign"
        pending={unassigning.pending}
        onConfirm={() => void unassign()}
        onCancel={() => setTarget(null)}
      >
        <p>
          Unassign <strong>{target?.serviceLine?.name}</strong> from {funderName ?? 'this funder'}? The billing codes it pays under this line are
          unlinked too.
        </p>
      </ConfirmAlert>
    </>
  );
}

/** /payers/service-line/{payer_id}: contracts a funder for more service lines. */
function AssignServiceLines() {
  const { payer_id: funderId = '' } = useParams();
  useFunderTitle(funderId);
  const navigate = useNavigate();
  const lines = useQuery(AssignableServiceLines);
  const current = useQuery(FunderServiceLineList, { variables: { funderId, page: { perPage: 500 } }, fetchPolicy: 'network-only' });
  const assigning = useWrite(AssignFunderServiceLines);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const held = new Set(current.data?.page.nodes.map((node) => node.serviceLineId));
  const back = `/payer-service-line/${funderId}`;

  if (lines.loading || current.loading) return <Spinner aria-label="Loading service lines" />;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setError('Choose at least one service line.');
      return;
    }
    const outcome = await assigning.run({ funderId, serviceLineIds: [...chosen] }, 'Service lines assigned.');
    if (outcome.ok) void navigate(back);
    else setError(Object.values(outcome.fieldErrors)[0] ?? outcome.message);
  };

  return (
    <form className="kit-form" noValidate onSubmit={(event) => void save(event)} aria-label="Assign service lines">
      <fieldset className="kit-fieldset" aria-describedby={error ? errorId : undefined}>
        <legend>Service lines</legend>
        <div className="kit-checkbox-list">
          {(lines.data?.options ?? []).map((line) => (
            <Checkbox
              key={line.id}
              label={`${line.name} (${line.code})${held.has(line.id) ? ' — already assigned' : ''}`}
              checked={held.has(line.id) || chosen.has(line.id)}
              disabled={held.has(line.id) || assigning.pending}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(line.id);
                else next.delete(line.id);
                setChosen(next);
                setError(null);
              }}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="bp6-text-intent-danger" role="alert">
          {error}
        </p>
      )}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" text="Assign" loading={assigning.pending} disabled={assigning.pending} />
        <LinkButton to={back}>Cancel</LinkButton>
      </div>
    </form>
  );
}

/** /payers-service-line/{service_line_id}: the funders contracted for one service line. */
function ServiceLineFunders() {
  const { service_line_id: serviceLineId = '' } = useParams();
  const line = useQuery(ServiceLineTitle, { variables: { id: serviceLineId } });
  // Not one funder's page: no funder name after the title.
  useFunderHeader(null);
  const variables = useMemo(() => ({ serviceLineId }), [serviceLineId]);
  const navigate = useNavigate();
  const actions = useMemo<RowAction<LineFunderRow>[]>(
    () => [
      {
        label: 'Service lines',
        ariaLabel: (row) => `Service lines of ${row.funder?.name ?? 'the funder'}`,
        onClick: (row) => void navigate(`/payer-service-line/${row.funderId}`),
      },
    ],
    [navigate],
  );
  return (
    <div className="kit-page">
      {line.data && (
        <p>
          Funders contracted for <strong>{line.data.serviceLine.name}</strong> ({line.data.serviceLine.code}).
        </p>
      )}
      <ResourceList
        plural="Funders of the service line"
        singular="Funder"
        list={ServiceLineFunderList}
        variables={variables}
        columns={[
          derived<LineFunderRow>('funder', 'Funder', (row) => row.funder?.name, { flex: 2 }),
          derived<LineFunderRow>('type', 'Type', (row) => row.funder?.type),
          dateCol<LineFunderRow>('createdAt', 'Contracted since'),
        ]}
        rowName={(row) => row.funder?.name ?? 'funder'}
        actions={actions}
      />
    </div>
  );
}

/** /payer-billing-code/{payer_id}: the billing codes a funder pays, across its service lines. */
function BillingCodes() {
  const { payer_id: funderId = '' } = useParams();
  useFunderTitle(funderId);
  const navigate = useNavigate();
  const variables = useMemo(() => ({ funderId }), [funderId]);
  const actions = useMemo<RowAction<CodeRow>[]>(
    () => [
      {
        label: 'Details',
        ariaLabel: (row) => `Details of ${row.code}`,
        onClick: (row) => void navigate(`/payers-billing-code/${row.billingCodeId}`),
      },
    ],
    [navigate],
  );
  return (
    <ResourceList
      plural="Funder Billing Codes"
      singular="Billing code"
      list={FunderBillingCodeList}
      variables={variables}
      columns={[
        col<CodeRow>('code', 'Code', { flex: 0.7 }),
        col<CodeRow>('modifier', 'Modifier', { flex: 0.6 }),
        col<CodeRow>('description', 'Description', { flex: 2 }),
        moneyCol<CodeRow>('rate', 'Rate'),
        derived<CodeRow>('serviceLine', 'Service line', (row) => row.serviceLine?.name, { flex: 1.3 }),
        derived<CodeRow>('service', 'Service', (row) => row.service?.name, { flex: 1.3 }),
      ]}
      rowName={(row) => row.code}
      actions={actions}
      toolbar={toolbarLink(`/payers/billing-code/${funderId}`, 'Assign billing codes')}
    />
  );
}

/** /payers/billing-code/{payer_id}: links billing codes of one service to the funder, at its rate. */
function AssignBillingCodes() {
  const { payer_id: funderId = '' } = useParams();
  useFunderTitle(funderId);
  const navigate = useNavigate();
  const prefix = useId().replace(/:/g, '');
  const [serviceLineId, setServiceLineId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [codeIds, setCodeIds] = useState<Set<string>>(new Set());
  const [rate, setRate] = useState('');
  const [modifier, setModifier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lines = useQuery(FunderServiceLineOptions, { variables: { funderId } });
  const services = useQuery(LineServiceOptions, { variables: { serviceLineId }, skip: !serviceLineId });
  const codes = useQuery(ServiceBillingCodeOptions, { variables: { filter: { serviceId } }, skip: !serviceId });
  const assigning = useWrite(AssignFunderBillingCodes);
  const back = `/payer-billing-code/${funderId}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!serviceLineId) found['serviceLineId'] = 'The service line field is required.';
    if (!serviceId) found['serviceId'] = 'The service field is required.';
    if (codeIds.size === 0) found['billingCodeIds'] = 'Choose at least one billing code.';
    if (rate.trim() !== '' && !(Number(rate) > 0)) found['rate'] = 'Rate must be greater than zero';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      funderId,
      serviceLineId,
      serviceId,
      billingCodeIds: [...codeIds],
      rate: rate.trim() === '' ? null : Number(rate),
      modifier: modifier.trim() || null,
    };
    const outcome = await assigning.run({ input }, 'Billing codes assigned.');
    if (outcome.ok) void navigate(back);
    else setErrors({ ...outcome.fieldErrors, ...(outcome.message ? { form: outcome.message } : {}) });
  };

  const describedBy = (name: string) => (errors[name] ? `${prefix}-${name}-error` : undefined);
  const help = (name: string) => (errors[name] ? <span id={`${prefix}-${name}-error`}>{errors[name]}</span> : undefined);
  const intent = (name: string) => (errors[name] ? 'danger' : 'none');

  return (
    <form className="kit-form" noValidate onSubmit={(event) => void save(event)} aria-label="Assign billing codes">
      {errors['form'] && <Callout intent="danger">{errors['form']}</Callout>}
      <div className="kit-form-grid">
        <FormGroup
          label="Service line"
          labelFor={`${prefix}-line`}
          labelInfo="(required)"
          intent={intent('serviceLineId')}
          helperText={help('serviceLineId')}
        >
          <HTMLSelect
            id={`${prefix}-line`}
            fill
            value={serviceLineId}
            aria-describedby={describedBy('serviceLineId')}
            onChange={(event) => {
              setServiceLineId(event.currentTarget.value);
              setServiceId('');
              setCodeIds(new Set());
            }}
          >
            <option value="">{lines.loading ? 'Loading…' : 'Select a service line the funder is contracted for'}</option>
            {(lines.data?.options ?? []).map((line) => (
              <option key={line.id} value={line.id}>
                {line.name} ({line.code})
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Service" labelFor={`${prefix}-service`} labelInfo="(required)" intent={intent('serviceId')} helperText={help('serviceId')}>
          <HTMLSelect
            id={`${prefix}-service`}
            fill
            value={serviceId}
            disabled={!serviceLineId}
            aria-describedby={describedBy('serviceId')}
            onChange={(event) => {
              setServiceId(event.currentTarget.value);
              setCodeIds(new Set());
            }}
          >
            <option value="">Select a service</option>
            {(services.data?.options ?? []).map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label="Rate per unit ($)"
          labelFor={`${prefix}-rate`}
          intent={intent('rate')}
          helperText={help('rate') ?? "Leave empty to use each code's own rate."}
        >
          <InputGroup
            id={`${prefix}-rate`}
            type="number"
            min={0}
            step="any"
            value={rate}
            aria-describedby={describedBy('rate')}
            onValueChange={setRate}
          />
        </FormGroup>
        <FormGroup label="Modifier" labelFor={`${prefix}-modifier`}>
          <InputGroup id={`${prefix}-modifier`} maxLength={10} value={modifier} onValueChange={setModifier} />
        </FormGroup>
      </div>
      <fieldset className="kit-fieldset" aria-describedby={describedBy('billingCodeIds')}>
        <legend>Billing codes ({codeIds.size} selected)</legend>
        {!serviceId && <p className="kit-muted">Choose a service to see its billing codes.</p>}
        {codes.loading && <Spinner size={16} aria-label="Loading billing codes" />}
        <div className="kit-checkbox-list">
          {(codes.data?.page.nodes ?? []).map((code) => (
            <Checkbox
              key={code.id}
              label={`${code.code}${code.modifier ? `-${code.modifier}` : ''} ${code.description} ($${code.rate.toFixed(2)})`}
              checked={codeIds.has(code.id)}
              onChange={(event) => {
                const next = new Set(codeIds);
                if (event.currentTarget.checked) next.add(code.id);
                else next.delete(code.id);
                setCodeIds(next);
              }}
            />
          ))}
        </div>
        {help('billingCodeIds') && <p className="bp6-text-intent-danger">{help('billingCodeIds')}</p>}
      </fieldset>
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" text="Assign" loading={assigning.pending} disabled={assigning.pending} />
        <LinkButton to={back}>Cancel</LinkButton>
      </div>
    </form>
  );
}

/** /payers-billing-code/{billing_code_id}: one billing code as its funder's fee schedule has it. */
function BillingCodeDetail() {
  const { billing_code_id: id = '' } = useParams();
  const { data, loading } = useQuery(BillingCodeDetails, { variables: { id } });
  const code = data?.billingCode;
  useFunderHeader(code?.funder?.name);
  if (loading && !code) return <Spinner aria-label="Loading billing code" />;
  if (!code) return <NonIdealState icon="search" title="Billing code not found" action={<Link to="/payers">Back to funders</Link>} />;
  const rows: Array<[string, string]> = [
    ['Code', `${code.code}${code.modifier ? `-${code.modifier}` : ''}`],
    ['Description', code.description],
    ['Rate per unit', `$${code.rate.toFixed(2)}`],
    ['Units per day', String(code.units ?? '—')],
    ['Minutes per unit', String(code.unitMinutes ?? '—')],
    ['Funder', code.funder?.name ?? '—'],
    ['Service', code.service?.name ?? '—'],
    ['Service line', code.service?.serviceLine?.name ?? '—'],
    ['Status', code.status === 0 ? 'Inactive' : 'Active'],
  ];
  return (
    <div className="kit-page">
      <div className="kit-panel">
        <HTMLTable compact>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="kit-form-actions">
        {code.funder && <LinkButton to={`/payer-billing-code/${code.funder.id}`}>Back to the funder's billing codes</LinkButton>}
        <LinkButton to={`/edit-billing-code/${code.id}`}>Edit billing code</LinkButton>
      </div>
    </div>
  );
}

export const screens = { ServiceLines, AssignServiceLines, ServiceLineFunders, BillingCodes, AssignBillingCodes, BillingCodeDetail };
