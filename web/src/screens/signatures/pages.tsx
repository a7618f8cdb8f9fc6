// The signed-in signature pages: a staff member's (a tab of the staff record), a parent's, and one's own (the
// profile's, for the signed-in person's id only).
import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { LinkButton } from '../../kit/LinkButton';
import { useSession } from '../../session';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';
import { UserSignaturePage } from './UserSignaturePage';

export function StaffSignature() {
  const userId = useStaffId();
  return (
    <StaffFrame title="Signature">
      <UserSignaturePage userId={userId} />
    </StaffFrame>
  );
}

export function ParentSignature() {
  const { user_id: userId } = useParams();
  if (!userId) return <NonIdealState icon="person" title="No parent is named in this address" />;
  return <UserSignaturePage userId={userId} titled />;
}

export function ProfileSignature() {
  const { user_id: userId } = useParams();
  const session = useSession();
  if (!session.userId || userId !== session.userId) {
    return (
      <NonIdealState
        icon="lock"
        title="This is not your signature page"
        description="The profile's signature page is for your own signature only."
        action={session.userId ? <LinkButton to={`/profile-signature/${session.userId}`}>Open my signature</LinkButton> : undefined}
      />
    );
  }
  return <UserSignaturePage userId={userId} own />;
}
