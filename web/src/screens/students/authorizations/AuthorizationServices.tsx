// The services an authorization covers, each billed under a billing code with its share of the units and its rate
// (student-authorization/services, -services/{id}, -services-billing-codes/{id}). Saved as a whole.
import { useQuery } from '@apollo/client/react';
import { Button, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useWrite } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import { useStudentPermissions } from '../shared/permissions';
import {
  AuthorizationBillingCodeOptions,
  AuthorizationServiceOptions,
  AuthorizationServicesQuery,
  SetAuthorizationServicesMutation,
} from './operations';

interface Line {
  serviceId: string;
  billingCodeId: string;
  totalUnits: string;
  unitsUsed: string;
  rate: string;
}

export function AuthorizationServices({ authorizationId }: { authorizationId: string }) {
  const { data, loading, error, refetch } = useQuery(AuthorizationServicesQuery, { variables: { authorizationId }, fetchPolicy: 'network-only' });
  const services = useQuery(AuthorizationServiceOptions).data?.options ?? [];
  const codes = useQuery(AuthorizationBillingCodeOptions).data?.options ?? [];
  const saving = useWrite(SetAuthorizationServicesMutation);
  const permissions = useStudentPermissions();
  // None until the authorization's lines have arrived: a save sends the whole list, so a list not yet read (or that
  // failed to load) must never be saved as empty.
  const [lines, setLines] = useState<Line[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setLines(
      data.rows.map((row) => ({
        serviceId: row.serviceId,
        billingCodeId: row.billingCodeId,
        totalUnits: String(row.totalUnits),
        unitsUsed: String(row.unitsUsed),
        rate: String(row.rate),
      })),
    );
  }, [data]);

  const change = (index: number, key: keyof Line, value: string) =>
    setLines((current) => current && current.map((line, at) => (at === index ? { ...line, [key]: value } : line)));

  const save = async () => {
    if (!lines) return;
    for (const [index, line] of lines.entries()) {
      if (!line.serviceId || !line.billingCodeId) return setProblem(`Line ${index + 1}: choose a service and a billing code.`);
      // Total units and rate must be greater than zero.
      if (!(Number(line.totalUnits) > 0)) return setProblem(`Line ${index + 1}: total units must be greater than zero.`);
      if (!(Number(line.rate) > 0)) return setProblem(`Line ${index + 1}: rate must be greater than zero.`);
    }
    setProblem(null);
    const outcome = await saving.run(
      {
        authorizationId,
        services: lines.map((line) => ({
          serviceId: line.serviceId,
          billingCodeId: line.billingCodeId,
          totalUnits: Number.parseInt(line.totalUnits, 10),
          unitsUsed: line.unitsUsed === '' ? 0 : Number.parseInt(line.unitsUsed, 10),
          rate: Number.parseFloat(line.rate),
        })),
      },
      'Services saved.',
    );
    if (outcome.ok) void refetch();
  };

  const readOnly = !permissions.edit;
  return (
    <section className="kit-panel student-section" aria-label="Services and billing codes">
      <H4>Services and billing codes</H4>
      <Loaded what="the authorization's services" loading={loading} error={error} ready={lines !== null} retry={() => void refetch()}>
        {lines?.length === 0 && <p className="kit-muted">No services yet.</p>}
        {lines?.map((line, index) => (
          <div key={index} className="student-service-line" role="group" aria-label={`Service line ${index + 1}`}>
            <HTMLSelect
              aria-label={`Service of line ${index + 1}`}
              value={line.serviceId}
              disabled={readOnly}
              onChange={(event) => change(index, 'serviceId', event.currentTarget.value)}
              options={[{ value: '', label: 'Service…' }, ...services.map((item) => ({ value: item.id, label: item.name }))]}
            />
            <HTMLSelect
              aria-label={`Billing code of line ${index + 1}`}
              value={line.billingCodeId}
              disabled={readOnly}
              onChange={(event) => change(index, 'billingCodeId', event.currentTarget.value)}
              options={[
                { value: '', label: 'Billing code…' },
                ...codes.map((item) => ({ value: item.id, label: `${item.code} ${item.description}` })),
              ]}
            />
            <InputGroup
              aria-label={`Total units of line ${index + 1}`}
              placeholder="Units"
              value={line.totalUnits}
              disabled={readOnly}
              onValueChange={(value) => change(index, 'totalUnits', value)}
            />
            <InputGroup
              aria-label={`Units used of line ${index + 1}`}
              placeholder="Used"
              value={line.unitsUsed}
              disabled={readOnly}
              onValueChange={(value) => change(index, 'unitsUsed', value)}
            />
            <InputGroup
              aria-label={`Rate of line ${index + 1}`}
              placeholder="Rate ($)"
              value={line.rate}
              disabled={readOnly}
              onValueChange={(value) => change(index, 'rate', value)}
            />
            {!readOnly && (
              <Button
                icon="trash"
                variant="minimal"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => setLines((current) => current && current.filter((_, at) => at !== index))}
              />
            )}
          </div>
        ))}
        {problem && (
          <p role="alert" className="bp6-text-muted" style={{ color: '#ac2f33' }}>
            {problem}
          </p>
        )}
        {!readOnly && (
          <div className="kit-form-actions">
            <Button
              icon="plus"
              text="Add service"
              onClick={() =>
                setLines((current) => current && [...current, { serviceId: '', billingCodeId: '', totalUnits: '', unitsUsed: '0', rate: '' }])
              }
            />
            <Button intent="primary" text="Save services" loading={saving.pending} onClick={() => void save()} />
          </div>
        )}
        {data && data.codes.length > 0 && <p className="kit-muted">Billed under: {data.codes.map((code) => code.code).join(', ')}</p>}
      </Loaded>
    </section>
  );
}
