// A month's standing against the supervision rule: "Met", or "Short" with what it lacks beside it.
import { Tag } from '../../kit/Tag';
import { shortfallText, type SupervisionRow } from './figures';

export function MetTag({ row }: { row: SupervisionRow }) {
  if (row.met) {
    return (
      <Tag minimal intent="success" icon="tick">
        Met
      </Tag>
    );
  }
  return (
    <span className="supervision-short">
      <Tag minimal intent="danger" icon="warning-sign">
        Short
      </Tag>{' '}
      <span className="kit-muted">{shortfallText(row)}</span>
    </span>
  );
}
