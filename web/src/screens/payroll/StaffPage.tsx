// A page of one staff member's payroll: their name, and links to their other payroll pages.
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useUserId } from './useUserId';

export function StaffPage({ name, children }: { name: string | undefined; children: ReactNode }) {
  const userId = useUserId();
  const { search } = useLocation();
  const links = [
    { to: `/staff-payout/${userId}`, label: 'Rate and payouts' },
    { to: `/staff-daily-salary/${userId}`, label: 'Daily salary' },
    { to: `/staff-due-payout/${userId}`, label: 'Due payout' },
  ];
  return (
    <div className="kit-page">
      <div className="kit-toolbar">
        <h2 className="bp6-heading payroll-staff-name">{name ?? 'Staff member'}</h2>
        <span className="kit-toolbar-spacer" />
        <nav className="bp6-button-group" aria-label="Staff payroll">
          {links.map((link) => (
            <NavLink key={link.to} to={{ pathname: link.to, search }} className={({ isActive }) => `bp6-button${isActive ? ' bp6-active' : ''}`}>
              <span className="bp6-button-text">{link.label}</span>
            </NavLink>
          ))}
        </nav>
      </div>
      {children}
    </div>
  );
}
