import { Alert, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

export interface ConfirmAlertProps {
  isOpen: boolean;
  confirmText: string;
  /** The button that closes the question without the write; 'Cancel' unless the write is itself a cancelling. */
  cancelText?: string;
  intent?: Intent;
  /** While the write runs the buttons are disabled, so it cannot be sent twice. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A Blueprint Alert that asks before a destructive write and stays open (busy) until it is done; named by its question. */
export function ConfirmAlert({
  isOpen,
  confirmText,
  cancelText = 'Cancel',
  intent = 'danger',
  pending,
  onConfirm,
  onCancel,
  children,
}: ConfirmAlertProps) {
  const questionId = useId();
  return (
    <Alert
      aria-labelledby={questionId}
      isOpen={isOpen}
      icon="trash"
      intent={intent}
      confirmButtonText={confirmText}
      cancelButtonText={cancelText}
      loading={pending}
      canEscapeKeyCancel={!pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div id={questionId}>{children}</div>
    </Alert>
  );
}
