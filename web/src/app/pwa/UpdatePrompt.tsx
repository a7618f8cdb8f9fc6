import { OverlayToaster, Toast } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import type { AppUpdates } from './updates';

/**
 * Says a new version is ready, with a Reload action, until the person reloads or closes it; it never closes on its
 * own. Blueprint's toast is announced (its message is an alert) and reached with Tab; Escape closes it.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const ready = useSyncExternalStore(updates.subscribe, updates.isReady);
  return (
    <OverlayToaster position="bottom" usePortal>
      {ready && (
        <Toast
          className="update-prompt"
          intent="primary"
          icon="refresh"
          message="A new version of Practice Portal is ready. It starts when you reload."
          action={{ text: 'Reload', onClick: updates.reload }}
          timeout={0}
          onDismiss={updates.dismiss}
        />
      )}
    </OverlayToaster>
  );
}
