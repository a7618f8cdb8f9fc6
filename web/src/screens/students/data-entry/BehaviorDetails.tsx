// One behaviour's data over a date range with totals (behavior-data-entry-details).
import { useQuery } from '@apollo/client/react';
import { FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { addCalendarDays } from '../../../dates/calendar';
import { RecordTable } from '../../../kit/list/RecordTable';
import { seconds, text, today, usDate } from '../shared/format';
import { usDateTime } from '../shared/formatDateTime';
import { StudentFrame } from '../shared/StudentFrame';
import { useRequiredParam, useStudentId } from '../shared/useStudentId';
import { BehaviorDataDetailsQuery } from './operations';

function monthAgo(): string {
  return addCalendarDays(today(), -30);
}

export function BehaviorDetails() {
  const studentId = useStudentId();
  const behaviorId = useRequiredParam('behavior_id');
  const [dateFrom, setDateFrom] = useState(monthAgo());
  const [dateTo, setDateTo] = useState(today());
  const { data, loading } = useQuery(BehaviorDataDetailsQuery, {
    variables: { studentId, behaviorId, dateFrom: dateFrom || null, dateTo: dateTo || null },
    fetchPolicy: 'cache-and-network',
  });
  const details = data?.details;
  return (
    <StudentFrame title={details ? `Behavior data: ${details.behaviorName}` : 'Behavior data'}>
      <div className="kit-toolbar">
        <FormGroup label="From" labelFor="behavior-from" inline>
          <InputGroup id="behavior-from" type="date" value={dateFrom} onValueChange={setDateFrom} />
        </FormGroup>
        <FormGroup label="To" labelFor="behavior-to" inline>
          <InputGroup id="behavior-to" type="date" value={dateTo} onValueChange={setDateTo} />
        </FormGroup>
      </div>
      {loading && !details && <Spinner aria-label="Loading behavior data" />}
      {details && (
        <>
          <div className="student-cards">
            <div className="student-card">
              <h4>Total count</h4>
              <p className="student-big-number">{details.totalFrequency}</p>
            </div>
            <div className="student-card">
              <h4>Total duration</h4>
              <p className="student-big-number">{seconds(details.totalDurationSeconds)}</p>
            </div>
            <div className="student-card">
              <h4>Days recorded</h4>
              <p className="student-big-number">{details.entries.length}</p>
            </div>
          </div>
          <RecordTable
            caption="Entries"
            rows={details.entries}
            empty="No data in these dates"
            columns={[
              { header: 'Date', cell: (row) => usDate(row.date) },
              { header: 'Count', cell: (row) => row.frequency },
              { header: 'Duration', cell: (row) => seconds(row.durationSeconds) },
              { header: 'Intensity', cell: (row) => text(row.intensity) },
              { header: 'Notes', cell: (row) => text(row.notes) },
              { header: 'Updated', cell: (row) => usDateTime(row.updatedAt) },
            ]}
          />
        </>
      )}
    </StudentFrame>
  );
}
