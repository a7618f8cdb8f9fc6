// Rethink dashboard monitoring: what came in from Rethink and what failed, by day, for a range (the last two weeks
// unless changed, at most 93 days): totals, a stacked bar chart and the same numbers as a table with each day's
// failure reasons. A day's failed count opens the failed sessions of that day.
import { useQuery } from '@apollo/client/react';
import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { addCalendarDays, today, toUsDate } from '../../dates/calendar';
import { dayRangeProblems, type DayRange } from '../../dates/ranges';
import { RecordTable } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { DailyChart } from './DailyChart';
import { RangeFields } from './RangeFields';
import { RethinkDays } from './operations';
import './rethink.css';

const maxDays = 93;

export function RethinkMonitoring() {
  const [range, setRange] = useState<DayRange>({ from: addCalendarDays(today(), -13), to: today() });
  const problems = dayRangeProblems(range, { required: true, maxDays });
  const valid = Object.keys(problems).length === 0;
  const [asked, setAsked] = useState(range);
  if (valid && (asked.from !== range.from || asked.to !== range.to)) setAsked(range);
  const { data, loading, error, refetch } = useQuery(RethinkDays, {
    variables: { dateFrom: asked.from, dateTo: asked.to },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.days ?? [];
  const imported = days.reduce((sum, day) => sum + day.imported, 0);
  const failed = days.reduce((sum, day) => sum + day.failed, 0);

  return (
    <div className="kit-page">
      <div className="rethink-row" role="group" aria-label="Days shown">
        <RangeFields id="rethink-days" range={range} problems={problems} onChange={setRange} />
      </div>
      <Loaded what="the Rethink days" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        <div className="rethink-totals" role="status">
          <Card className="rethink-total">
            <span>Imported</span>
            <strong>{imported}</strong>
          </Card>
          <Card className="rethink-total">
            <span>Failed</span>
            <strong className={failed > 0 ? 'rethink-failed' : undefined}>{failed}</strong>
          </Card>
          <Card className="rethink-total">
            <span>Failure rate</span>
            <strong>{imported + failed === 0 ? '—' : `${Math.round((failed / (imported + failed)) * 100)}%`}</strong>
          </Card>
        </div>
        <div className="rethink-monitoring">
          <DailyChart days={days} />
          <RecordTable
            caption="Sessions by day"
            rows={days.map((day) => ({ ...day, id: day.date })).reverse()}
            empty="Nothing came in from Rethink in these days."
            columns={[
              { header: 'Day', cell: (day) => toUsDate(day.date) },
              { header: 'Imported', cell: (day) => day.imported, align: 'end' },
              {
                header: 'Failed',
                align: 'end',
                cell: (day) =>
                  day.failed > 0 ? <Link to={`/rethink-sessions-data?status=Failed&from=${day.date}&to=${day.date}`}>{day.failed}</Link> : 0,
              },
              { header: 'Why they failed', cell: (day) => day.reasons.map((reason) => `${reason.reason} (${reason.count})`).join(' ') || '—' },
            ]}
          />
        </div>
      </Loaded>
    </div>
  );
}
