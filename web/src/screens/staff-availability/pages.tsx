// The availability pages: a staff member's (the office sets it on the staff record, with the check the calendar
// uses) and one's own on the profile (only one's own id).
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useSession, usePermissions } from '../../session';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';
import { CheckAvailability } from './CheckAvailability';
import { UserWeek } from './UserWeek';
import './availability.css';

export function StaffAvailability() {
  const userId = useStaffId();
  const { can } = usePermissions();
  return (
    <StaffFrame title="Availability">
      <div className="availability-page">
        <UserWeek userId={userId} owner="this staff member" readOnly={!can({ label: 'Staff List', method: 'Edit' })} />
        <CheckAvailability userId={userId} />
      </div>
    </StaffFrame>
  );
}

export function ProfileAvailability() {
  const userId = useStaffId();
  const session = useSession();
  if (session.userId !== userId) {
    return (
      <Callout intent="warning" title="This is someone else’s availability">
        Your profile shows only your own availability. <Link to={`/profile-availability/${session.userId ?? ''}`}>Open yours</Link>.
      </Callout>
    );
  }
  return (
    <div className="availability-page">
      <div className="kit-section">
        <p className="kit-muted availability-intro">
          The hours each week when you can be booked; the calendar checks them before scheduling a session.
        </p>
        <UserWeek userId={userId} owner={session.userName ?? 'you'} readOnly={false} />
      </div>
      <CheckAvailability userId={userId} />
    </div>
  );
}
