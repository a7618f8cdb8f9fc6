// The RBTs behind on supervision this month as a short list: the hours still to supervise and the days left to do it
// in, each name opening the RBT's supervision year where the person may open the staff record.
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { hoursText, shortfallText, staffName, type SupervisionRow } from './figures';

export function BehindList({ rows, recordLinks, limit }: { rows: readonly SupervisionRow[]; recordLinks: boolean; limit?: number }) {
  return (
    <ul className="dashboard-list supervision-behind">
      {rows.slice(0, limit).map((row) => (
        <li key={row.staffId}>
          {recordLinks ? <Link to={`/staff-supervision/${row.staffId}`}>{staffName(row)}</Link> : <strong>{staffName(row)}</strong>}{' '}
          <span className="kit-muted">
            {row.hoursNeeded > 0 ? `${hoursText(row.hoursNeeded)} still needed` : 'hours on track'}, {row.daysLeft} day{row.daysLeft === 1 ? '' : 's'}{' '}
            left
          </span>{' '}
          <Tag minimal intent="danger">
            {shortfallText(row)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
