// An import's standing as a person reads it, as a coloured tag.
import { type Intent } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import type { ImportRowOutcome, SpreadsheetImportKind, SpreadsheetImportStatus } from '../../../gql/graphql';

export const statusLabels: Record<SpreadsheetImportStatus, { label: string; intent: Intent }> = {
  UPLOADED: { label: 'Sheet not chosen', intent: 'none' },
  READY: { label: 'Ready', intent: 'primary' },
  RUNNING: { label: 'Importing', intent: 'primary' },
  COMPLETED: { label: 'Completed', intent: 'success' },
  COMPLETED_WITH_ERRORS: { label: 'Completed with errors', intent: 'warning' },
  FAILED: { label: 'Failed', intent: 'danger' },
};

export const kindLabels: Record<SpreadsheetImportKind, string> = {
  SESSIONS: 'Sessions',
  DOE: 'DOE sessions',
  ABA: 'ABA sessions (CPT codes)',
};

export const outcomeLabels: Record<ImportRowOutcome, { label: string; intent: Intent }> = {
  IMPORTED: { label: 'Imported', intent: 'success' },
  ALREADY_PRESENT: { label: 'Already present', intent: 'none' },
  REJECTED: { label: 'Refused', intent: 'danger' },
  PENDING: { label: 'Waiting', intent: 'primary' },
};

export function StatusTag({ status }: { status: SpreadsheetImportStatus }) {
  const { label, intent } = statusLabels[status];
  return (
    <Tag intent={intent} minimal round>
      {label}
    </Tag>
  );
}

export function OutcomeTag({ outcome }: { outcome: ImportRowOutcome }) {
  const { label, intent } = outcomeLabels[outcome];
  return (
    <Tag intent={intent} minimal round>
      {label}
    </Tag>
  );
}
