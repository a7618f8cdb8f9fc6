// The staff record's Supervision tab: the RBT's last twelve months, oldest first, as a bar of the projected percentage
// against the 5% line and as a table of the figures, each month met or short.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { monthLabel } from '../../dates/months';
import { RecordTable } from '../../kit';
import { Chart } from '../graphs/chart/Chart';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';
import { hoursText, percentText, REQUIRED_PERCENT } from './figures';
import { MetTag } from './MetTag';
import { SupervisionYearQuery } from './operations';
import { yearChartOption } from './yearChart';
import './supervision.css';

export function StaffSupervision() {
  const staffId = useStaffId();
  const { data, loading, error, refetch } = useQuery(SupervisionYearQuery, { variables: { staffId }, context: { errorsInPlace: true } });
  const months = useMemo(() => data?.supervisionYear ?? [], [data]);
  const option = useMemo(() => yearChartOption(months), [months]);
  const hasService = months.some((row) => row.percentProjected !== null);
  const met = months.filter((row) => row.met && row.percentProjected !== null).length;
  return (
    <StaffFrame title="Supervision">
      {error ? (
        <Callout intent="danger" title="The supervision year could not be loaded">
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      ) : loading && !data ? (
        <Spinner aria-label="Loading the supervision year" />
      ) : !hasService ? (
        <NonIdealState
          icon="people"
          title="No service hours in the last twelve months"
          description="Supervision is tracked for RBTs: months with their service sessions show here."
        />
      ) : (
        <div className="kit-page supervision-year">
          <p>
            {met} of {months.filter((row) => row.percentProjected !== null).length} months with service met the rule ({REQUIRED_PERCENT}% supervised,
            two contacts, one individual).
          </p>
          <Chart option={option} label={`Supervised share of service hours per month, against ${REQUIRED_PERCENT}% required`} height={280} />
          <RecordTable
            caption="Supervision by month"
            rows={months.map((row) => ({ ...row, id: row.month }))}
            columns={[
              { header: 'Month', cell: (row) => monthLabel(row.month) },
              { header: 'Service hours', align: 'end', cell: (row) => hoursText(row.serviceHoursDelivered + row.serviceHoursBooked) },
              { header: 'Supervised hours', align: 'end', cell: (row) => hoursText(row.supervisedHoursDelivered + row.supervisedHoursBooked) },
              { header: 'Contacts', align: 'end', cell: (row) => `${row.contacts} (${row.individualContacts} individual)` },
              { header: 'Supervised', align: 'end', cell: (row) => percentText(row.percentProjected) },
              {
                header: 'Standing',
                cell: (row) => (row.percentProjected === null ? <span className="kit-muted">No service</span> : <MetTag row={row} />),
              },
            ]}
          />
        </div>
      )}
    </StaffFrame>
  );
}
