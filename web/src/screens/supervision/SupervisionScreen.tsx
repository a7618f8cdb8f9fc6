// The supervision screen: a month (this month unless the address says another) of every RBT the person may see,
// with a supervisor to narrow it to (a signed-in supervisor starts on their own supervisees), the figures per RBT,
// met or short, and the month's export for an audit (XLSX or PDF, for those who may see the staff list).
import { useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { currentMonth, monthLabel } from '../../dates/months';
import { Figures } from '../../kit/Figures';
import { Loaded } from '../../kit/Loaded';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { usePermissions, useSession } from '../../session';
import { REQUIRED_PERCENT } from './figures';
import { isMonth, MonthPicker } from './MonthPicker';
import { ExportSupervisionMutation, SupervisionMonthQuery } from './operations';
import { SupervisionTable } from './SupervisionTable';
import './supervision.css';

/** The address's supervisor value for every supervisor at once. */
const EVERYONE = 'all';

export function SupervisionScreen() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const { hasPermission } = usePermissions();
  const practice = hasPermission('Staff List');
  const month = isMonth(params.get('month')) ? params.get('month')! : currentMonth();
  const { data, loading, error, refetch } = useQuery(SupervisionMonthQuery, { variables: { month }, context: { errorsInPlace: true } });
  const rows = useMemo(() => data?.supervisionMonth ?? [], [data]);
  const supervisors = useMemo(() => {
    const named = new Map<string, string>();
    for (const row of rows) for (const supervisor of row.supervisors) named.set(supervisor.id, supervisor.name);
    return [...named].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [rows]);
  // A supervisor sees their own supervisees first; anyone else the whole month.
  const own = supervisors.some((supervisor) => supervisor.value === session.userId) ? session.userId! : EVERYONE;
  const supervisor = params.get('supervisor') ?? own;
  const shown = supervisor === EVERYONE ? rows : rows.filter((row) => row.supervisorIds.includes(supervisor));
  const supervisorId = useId();

  const change = (key: 'month' | 'supervisor', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const met = shown.filter((row) => row.met).length;
  return (
    <div className="kit-page supervision-page">
      <p className="kit-muted supervision-rule">
        Each RBT needs at least {REQUIRED_PERCENT}% of their service hours supervised in the month, with at least two contacts, one of them
        individual.
      </p>
      <div className="kit-toolbar" role="toolbar" aria-label="Supervision month">
        <MonthPicker month={month} onMonth={(value) => change('month', value)} />
        <FormGroup label="Supervisor" labelFor={supervisorId} inline className="supervision-supervisor">
          <HTMLSelect
            id={supervisorId}
            value={supervisor}
            onChange={(event) => change('supervisor', event.currentTarget.value)}
            options={[{ value: EVERYONE, label: 'All supervisors' }, ...supervisors]}
          />
        </FormGroup>
        {loading && <Spinner size={16} aria-label="Loading the month" />}
        <span className="kit-toolbar-spacer" />
        {practice && (
          <>
            <ExportButton document={ExportSupervisionMutation} variables={{ month, format: 'XLSX' }} plural="Supervision" text="Export XLSX" />
            <ExportButton document={ExportSupervisionMutation} variables={{ month, format: 'PDF' }} plural="Supervision" text="Export PDF" />
          </>
        )}
      </div>
      <Loaded what="the supervision figures" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        {rows.length === 0 ? (
          <NonIdealState
            icon="people"
            title={`No supervision figures for ${monthLabel(month)}`}
            description="No RBT you may see has service hours in the month."
          />
        ) : (
          <>
            <Figures
              label={`${monthLabel(month)} at a glance`}
              figures={[
                { label: 'RBTs', value: String(shown.length) },
                { label: 'Met', value: String(met) },
                { label: 'Short', value: String(shown.length - met) },
              ]}
            />
            <SupervisionTable
              rows={shown}
              caption={`Supervision in ${monthLabel(month)}, by RBT`}
              recordLinks={practice}
              empty={`No RBT was supervised by ${supervisors.find((one) => one.value === supervisor)?.label ?? 'this supervisor'} in ${monthLabel(month)}`}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}
