// A month's standing against the supervision rule: "Met", or "Short" with what it lacks.
import { Tag } from '@blueprintjs/core';
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
    <Tag minimal intent="danger" icon="warning-sign" title={shortfallText(row)}>
      Short: {shortfallText(row)}
    </Tag>
  );
}
