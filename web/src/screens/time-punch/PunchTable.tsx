// A punch history as a table: each day's clock-in and clock-out pairs, the hours of each and of the day, and the
// total of every day at the foot.
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Fragment } from 'react';
import { toUsDate } from '../../dates/calendar';
import { formatTimeOfDay } from '../../dates/timestamps';
import type { PunchHistoryQuery } from '../../gql/graphql';

type Day = PunchHistoryQuery['history']['days'][number];

function hours(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(2) : '—';
}

export function PunchTable({ days, totalHours }: { days: readonly Day[]; totalHours: number }) {
  if (days.length === 0) return <NonIdealState icon="time" title="No punches yet" description="Punches appear here once this person clocks in." />;
  return (
    <div className="kit-table-wrap">
      <HTMLTable compact className="kit-table">
        <caption className="kit-visually-hidden">Punches by day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Clock in</th>
            <th scope="col">Clock out</th>
            <th scope="col" className="kit-align-end">
              Hours
            </th>
            <th scope="col" className="kit-align-end">
              Day total
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <Fragment key={day.date}>
              {day.punches.map((punch, index) => (
                <tr key={punch.id} className={index === 0 ? 'time-punch-day-start' : undefined} data-row-id={punch.id}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={day.punches.length}>
                      {toUsDate(day.date)}
                    </th>
                  )}
                  <td>{formatTimeOfDay(punch.clockIn)}</td>
                  <td>{punch.clockOut ? formatTimeOfDay(punch.clockOut) : 'Still clocked in'}</td>
                  <td className="kit-align-end">{hours(punch.hours)}</td>
                  {index === 0 && (
                    <td rowSpan={day.punches.length} className="kit-align-end">
                      <strong>{hours(day.hours)}</strong>
                    </td>
                  )}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total over {days.length} {days.length === 1 ? 'day' : 'days'}
            </th>
            <td className="kit-align-end">
              <strong>{hours(totalHours)}</strong>
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
