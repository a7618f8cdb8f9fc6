import { Button, Dialog, DialogBody, DialogFooter, Icon, type Intent } from '@blueprintjs/core';

export interface AlertContent {
  intent: Intent;
  title: string;
  text?: string;
}

const icons = { success: 'tick-circle', warning: 'warning-sign', danger: 'error', primary: 'info-sign', none: 'info-sign' } as const;

/** The popups of the sign-in and password screens: a titled alert with an OK button; focus returns on close. */
export function MessageAlert({ alert, onClose }: { alert: AlertContent | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={alert !== null}
      onClose={onClose}
      title={alert?.title}
      icon={alert ? <Icon icon={icons[alert.intent]} intent={alert.intent} size={20} /> : undefined}
      role="alertdialog"
      className={alert ? `message-alert message-alert-${alert.intent}` : 'message-alert'}
    >
      {alert?.text && (
        <DialogBody>
          <p>{alert.text}</p>
        </DialogBody>
      )}
      <DialogFooter actions={<Button text="OK" intent={alert?.intent ?? 'primary'} onClick={onClose} autoFocus />} />
    </Dialog>
  );
}
