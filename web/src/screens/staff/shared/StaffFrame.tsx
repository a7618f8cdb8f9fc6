// The frame of every page of a staff member's record: who they are (name, title, status), the credential that
// needs attention most (on every tab), and the record's tabs. Pages that belong to a staff member render inside
// it: `<StaffFrame title="Documents">…</StaffFrame>`; kit resources get it through the staff owner.
import { useQuery } from '@apollo/client/react';
import { Callout } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { usePermissions } from '../../../session';
import { CredentialTag } from './CredentialTag';
import { staffTabs } from './nav';
import { StaffHeaderQuery } from './operations';
import '../../../kit/kit.css';
import '../staff.css';

export function StaffFrame({ ownerId, title, children }: { ownerId?: string | undefined; title: string; children: ReactNode }) {
  const params = useParams();
  const userId = ownerId ?? params.user_id;
  const { hasPermission } = usePermissions();
  const { data, error } = useQuery(StaffHeaderQuery, { variables: { id: userId ?? '' }, skip: !userId });
  const member = data?.staffMember;
  const alert = member?.credentialAlert;
  const tabs = staffTabs.filter((tab) => !tab.permission || hasPermission(tab.permission));
  return (
    <div className="staff-record">
      <header className="staff-banner">
        <h2 className="staff-name">{member ? member.name : error ? 'Staff member' : 'Loading…'}</h2>
        {member?.title && <Tag minimal>{member.title.name}</Tag>}
        {member && <Tag intent={member.status === 0 ? 'none' : 'success'}>{member.status === 0 ? 'Inactive' : 'Active'}</Tag>}
        {member && <span className="kit-muted">{member.userType}</span>}
        {member && <span className="kit-muted">{member.email}</span>}
        {alert && userId && (
          <Link to={`/staff-credentials/${userId}`} className="staff-alert-link">
            <CredentialTag level={alert.level} label={`${alert.name}: ${alert.label}`} />
            {alert.count > 1 && <span className="kit-muted"> and {alert.count - 1} more</span>}
            <span className="kit-visually-hidden">, open the credentials</span>
          </Link>
        )}
      </header>
      {error && (
        <Callout intent="danger" title="The staff member could not be loaded">
          {error.message}
        </Callout>
      )}
      {userId && (
        <nav className="staff-tabs" aria-label="Staff record">
          <ul>
            {tabs.map((tab) => (
              <li key={tab.label}>
                <NavLink to={tab.to(userId)} end className={({ isActive }) => (isActive ? 'staff-tab active' : 'staff-tab')}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h3 className="staff-page-title">{title}</h3>
      {children}
    </div>
  );
}
