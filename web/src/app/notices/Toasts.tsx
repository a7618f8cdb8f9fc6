import { OverlayToaster, Toast } from '@blueprintjs/core';
import { useNotices, useNoticesState } from './NoticesProvider';
import { TOAST_TIMEOUT_MS } from './store';

/** Renders the toasts of the notice store; each one dismisses itself after 3000 ms. */
export function Toasts() {
  const notices = useNotices();
  const { toasts } = useNoticesState();
  return (
    <OverlayToaster position="top" usePortal>
      {toasts.map((toast) => (
        <Toast
          key={toast.key}
          message={toast.message}
          intent={toast.intent}
          timeout={TOAST_TIMEOUT_MS}
          onDismiss={() => notices.dismissToast(toast.key)}
        />
      ))}
    </OverlayToaster>
  );
}
