// A credential's standing as a coloured tag: red once expired or within 7 days, orange within 30, yellow within
// 60; nothing while it is current (unless asked for).
import { type Intent } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import type { CredentialLevel } from '../../../gql/graphql';

const intents: Record<CredentialLevel, Intent> = {
  EXPIRED: 'danger',
  WITHIN_7_DAYS: 'danger',
  WITHIN_30_DAYS: 'warning',
  WITHIN_60_DAYS: 'warning',
  CURRENT: 'success',
};

export function CredentialTag({ level, label, showCurrent = false }: { level: CredentialLevel; label: string; showCurrent?: boolean }) {
  if (level === 'CURRENT' && !showCurrent) return null;
  return (
    <Tag intent={intents[level]} minimal={level === 'WITHIN_60_DAYS' || level === 'CURRENT'} icon={level === 'EXPIRED' ? 'error' : 'time'}>
      {label}
    </Tag>
  );
}
