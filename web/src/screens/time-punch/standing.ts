// How a time-punch standing reads to a person: one label and one colour per state, the reason beside a failure.
import type { Intent } from '@blueprintjs/core';
import type { TimePunchState } from '../../gql/graphql';

export interface Standing {
  state: TimePunchState;
  lastError?: string | null;
}

const labels: Record<TimePunchState, string> = {
  SYNCED: 'Synced',
  NOT_SYNCED: 'Not synced',
  FAILED: 'Failed',
  SYNCING: 'Syncing',
};

const intents: Record<TimePunchState, Intent> = {
  SYNCED: 'success',
  NOT_SYNCED: 'none',
  FAILED: 'danger',
  SYNCING: 'primary',
};

export function stateLabel(state: TimePunchState): string {
  return labels[state];
}

export function standingLabel(standing: Standing): string {
  const label = labels[standing.state];
  return standing.state === 'FAILED' && standing.lastError ? `${label}: ${standing.lastError}` : label;
}

export function standingIntent(state: TimePunchState): Intent {
  return intents[state];
}
