import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNotices, useNoticesState } from './NoticesProvider';

/** The one modal that shows a FORBIDDEN or UPSTREAM_ERROR message from the server, with a Close button. */
export function ServerMessageDialog() {
  const notices = useNotices();
  const { serverMessage } = useNoticesState();
  return (
    <Dialog
      isOpen={serverMessage !== null}
      title={serverMessage?.title ?? ''}
      icon="error"
      // The footer's Close button is the one way out besides Escape: one control, one name.
      isCloseButtonShown={false}
      onClose={() => notices.closeServerMessage()}
    >
      <DialogBody>
        <p role="alert">{serverMessage?.message}</p>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" intent="primary" onClick={() => notices.closeServerMessage()} />} />
    </Dialog>
  );
}
