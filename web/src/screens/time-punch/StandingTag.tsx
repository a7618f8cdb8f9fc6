// A staff member's time-punch standing as a tag: synced, not synced, syncing, or failed with the reason. Compact, in
// a list's narrow column, the tag shows the state and the reason is its title and read out, not shown (the record's
// tab shows it in full).
import { Tag } from '../../kit/Tag';
import { standingIntent, standingLabel, stateLabel, type Standing } from './standing';

export function StandingTag({ standing, compact = false }: { standing: Standing; compact?: boolean }) {
  const full = standingLabel(standing);
  const shown = compact ? stateLabel(standing.state) : full;
  return (
    <Tag intent={standingIntent(standing.state)} minimal={standing.state === 'NOT_SYNCED'} round title={compact && shown !== full ? full : undefined}>
      {shown}
      {shown !== full && <span className="kit-visually-hidden">{full.slice(shown.length)}</span>}
    </Tag>
  );
}
