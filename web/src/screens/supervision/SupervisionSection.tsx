// The dashboard's supervision card: the RBTs behind this month (from the supervision field of the dashboard's one
// request), with the hours still needed and the days left.
import { Section } from '../dashboard/Section';
import { BehindList } from './BehindList';
import { behind, type SupervisionRow } from './figures';

/** The screen the card leads to. */
export const SUPERVISION_PATH = '/supervision';

export function SupervisionSection({
  rows,
  loading,
  error,
  recordLinks,
  shown,
}: {
  rows: readonly SupervisionRow[];
  loading: boolean;
  error: string | undefined;
  recordLinks: boolean;
  /** How many rows the card lists before "and N more". */
  shown: number;
}) {
  const late = behind(rows);
  return (
    <Section
      title="RBTs behind on supervision"
      link={{ to: SUPERVISION_PATH, text: 'Open supervision' }}
      loading={loading}
      error={error}
      empty={late.length === 0}
      emptyText="Every RBT is on track for supervision this month."
    >
      <BehindList rows={late} recordLinks={recordLinks} limit={shown} />
      {late.length > shown && <p className="bp6-text-muted">and {late.length - shown} more</p>}
    </Section>
  );
}
