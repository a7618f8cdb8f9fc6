// "Sync all" for the staff list's toolbar: starts (or joins) the time-punch sync and opens its progress.
import { Button } from '@blueprintjs/core';
import { useStartSync } from './useStartSync';

export function SyncAllButton() {
  const { start, pending } = useStartSync();
  return (
    <Button icon="refresh" text="Sync all" title="Sync every staff member to the time-punch service" loading={pending} onClick={() => void start()} />
  );
}
