import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { isSuperAdmin, useSession } from '../session';
import { documentNoticeDismissedKey } from './documentNoticeKey';

const DocumentNotificationQuery = graphql(`
  query DocumentNotification {
    documentNotification {
      message
      lead
      highlight
      pendingFileCount
    }
  }
`);

function readDismissed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(key: string, value: boolean): void {
  try {
    if (value) window.sessionStorage.setItem(key, '1');
  } catch {
    // Without session storage the notice simply comes back on the next page load.
  }
}

/** 'Please Upload Documents': for users who are not the Super Admin and still have files to upload. */
export function DocumentUploadNotice() {
  const session = useSession();
  const navigate = useNavigate();
  // Once dismissed, the notice stays away for the rest of this tab's session (it would otherwise come back on every
  // page load).
  const dismissKey = documentNoticeDismissedKey(session.userId);
  const [dismissed, setDismissedState] = useState(() => readDismissed(dismissKey));
  const setDismissed = (value: boolean) => {
    setDismissedState(value);
    writeDismissed(dismissKey, value);
  };
  const skip = isSuperAdmin(session) || !session.token;
  const { data } = useQuery(DocumentNotificationQuery, { skip, fetchPolicy: 'network-only' });
  const notice = data?.documentNotification;
  // On their documents page the person is doing what the notice asks; its count is asked again after each upload
  // there, so once nothing is pending it does not come back.
  const { pathname } = useLocation();
  const onDocumentsPage = pathname.startsWith('/profile-documents/');
  const open = !skip && !dismissed && !onDocumentsPage && (notice?.pendingFileCount ?? 0) > 0;

  const uploadNow = () => void navigate(`/profile-documents/${session.userId ?? ''}`);

  return (
    <Dialog
      isOpen={open}
      title="Please Upload Documents"
      icon="cloud-upload"
      onClose={() => setDismissed(true)}
      // The notice opens on arrival, before anything had focus: closed, it hands focus to the page's content rather
      // than back to what had it before (the body, or nothing left on the page).
      shouldReturnFocusOnClose={false}
      onClosed={() => {
        if (!onDocumentsPage) document.getElementById('main-content')?.focus();
      }}
    >
      <DialogBody>
        <p className="document-notice">
          {notice?.lead ? (
            <>
              {notice.lead}: <strong className="document-notice-highlight">{notice.highlight}</strong>
            </>
          ) : (
            notice?.message
          )}
        </p>
      </DialogBody>
      <DialogFooter actions={<Button text="Upload Now" intent="primary" icon="upload" onClick={uploadNow} />} />
    </Dialog>
  );
}
