import { Alert, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

export interface ConfirmAlertProps {
  isOpen: boolean;
  confirmText: string;
  intent?: Intent;
  /** While the write runs the buttons are disabled, so it cannot be sent twice. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A Blueprint Alert that asks before a destructive write and stays open (busy) until it is done; named by its question. */
export function ConfirmAlert({ isOpen, confirmText, intent = 'danger', pending, onConfirm, onCancel, children }: ConfirmAlertProps) {
  const questionId = useId();
  return (
    <Alert
      aria-labelledby={questionId}
      isOpen={isOpen}
      icon="trash"
      intent={intent}
      confirmButtonText={confirmText}
      cancelButtonText="Cancel"
      loading={pending}
      canEscapeKeyCancel={!pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div id={questionId}>{children}</div>
    </Alert>
  );
}
