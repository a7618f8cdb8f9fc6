// A staff member's time-punch standing as a tag: synced, not synced, syncing, or failed with the reason.
import { Tag } from '@blueprintjs/core';
import { standingIntent, standingLabel, type Standing } from './standing';

export function StandingTag({ standing }: { standing: Standing }) {
  return (
    <Tag intent={standingIntent(standing.state)} minimal={standing.state === 'NOT_SYNCED'} round>
      {standingLabel(standing)}
    </Tag>
  );
}
