import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNotices, useNoticesState } from '../app/notices';

/** Help-desk dialog width. */
export const HELP_DESK_DIALOG_WIDTH = 500;

/** The help-desk notification: titled Message, not closed by clicking outside, clears its text on close. */
export function HelpDeskMessageDialog() {
  const notices = useNotices();
  const { helpDeskMessage } = useNoticesState();
  const close = () => notices.clearHelpDeskMessage();
  return (
    <Dialog
      isOpen={Boolean(helpDeskMessage)}
      title="Message"
      icon="notifications"
      // The footer's Close button is the one way out besides Escape: one control, one name.
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      style={{ width: HELP_DESK_DIALOG_WIDTH }}
      onClose={close}
    >
      <DialogBody>
        <p>{helpDeskMessage}</p>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" intent="primary" onClick={close} />} />
    </Dialog>
  );
}
