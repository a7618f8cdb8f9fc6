// A staff member's punch history, a tab of their record: their standing with the time-punch service (add or
// remove them there) and their clock-in and clock-out pairs over recent weeks, with the hours of each day and the
// total.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { errorCode, isAnnounced } from '../../app/links';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';
import { PunchHistoryQuery } from './operations';
import { PunchTable } from './PunchTable';
import { Standing } from './Standing';
import './time-punch.css';

export function PunchHistory() {
  const userId = useStaffId();
  const { data, loading, error, refetch } = useQuery(PunchHistoryQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const history = data?.history;

  let body;
  if (history) {
    body = (
      <>
        <Standing name={history.name} status={history.status} onChange={() => void refetch()} />
        <PunchTable days={history.days} totalHours={history.totalHours} />
      </>
    );
  } else if (error && errorCode(error) === 'NOT_FOUND') {
    body = <NonIdealState icon="search" title="Staff member not found" description="They may have been deleted." />;
  } else if (error) {
    body = (
      <Callout intent="danger" title="The punch history could not be loaded">
        {!isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  } else if (loading) {
    body = <Spinner aria-label="Loading the punch history" />;
  }

  return (
    <StaffFrame title="Punch History">
      <div className="kit-page">{body}</div>
    </StaffFrame>
  );
}
