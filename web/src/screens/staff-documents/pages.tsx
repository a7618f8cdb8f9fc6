// The documents pages: a staff member's (inside their record, behind 'Staff List'), the signed-in person's own (no
// permission needed, only their own id), and the two previews (the profile's takes the file in its query string).
import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../kit/LinkButton';
import { useSession } from '../../session';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';
import { DocumentPreview } from './DocumentPreview';
import { DocumentsBody } from './DocumentsBody';

const staffPreview = (fileId: string) => `/staff-document-preview/${fileId}`;
const profilePreview = (fileId: string) => `/profile-document-preview?file_id=${encodeURIComponent(fileId)}`;

function StaffDocuments() {
  const staffId = useStaffId();
  const session = useSession();
  return (
    <StaffFrame title="Documents">
      <DocumentsBody staffId={staffId} previewPath={staffPreview} own={session.userId === staffId} />
    </StaffFrame>
  );
}

function ProfilePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="kit-page">
      <h2 className="documents-title">{title}</h2>
      {children}
    </div>
  );
}

/** The person's own documents: another person's id in the address shows a way to their own instead. */
function ProfileDocuments() {
  const { user_id: userId } = useParams();
  const session = useSession();
  const own = session.userId ?? '';
  if (userId !== own) {
    return (
      <NonIdealState
        icon="lock"
        title="These are not your documents"
        description="The profile shows only your own documents."
        action={<LinkButton to={`/profile-documents/${own}`}>Open my documents</LinkButton>}
      />
    );
  }
  return (
    <ProfilePage title="My documents">
      <DocumentsBody staffId={own} previewPath={profilePreview} own />
    </ProfilePage>
  );
}

function StaffDocumentPreview() {
  const { file_id: fileId } = useParams();
  if (!fileId) return <NonIdealState icon="document" title="No document named in the address" />;
  return <DocumentPreview fileId={fileId} Frame={StaffFrame} backTo={(staffId) => `/staff-documents/${staffId}`} />;
}

function ProfileDocumentPreview() {
  const [params] = useSearchParams();
  const fileId = params.get('file_id');
  if (!fileId)
    return (
      <NonIdealState icon="document" title="No document named in the address" action={<LinkButton to="/profile">Back to my profile</LinkButton>} />
    );
  return <DocumentPreview fileId={fileId} Frame={ProfilePage} backTo={(staffId) => `/profile-documents/${staffId}`} />;
}

export const screens = { StaffDocuments, ProfileDocuments, StaffDocumentPreview, ProfileDocumentPreview };
