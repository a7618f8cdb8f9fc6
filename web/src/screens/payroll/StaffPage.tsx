// A page of one staff member's payroll: inside the staff record's frame, with links to their other payroll pages
// (the range in the address travels with them).
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { StaffFrame } from '../staff/shared/StaffFrame';
import { useStaffId } from '../staff/shared/useStaffId';

export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  const userId = useStaffId();
  const { search } = useLocation();
  const links = [
    { to: `/staff-payout/${userId}`, label: 'Rate and payouts' },
    { to: `/staff-daily-salary/${userId}`, label: 'Daily salary' },
    { to: `/staff-due-payout/${userId}`, label: 'Due payout' },
  ];
  return (
    <StaffFrame title={title}>
      <div className="kit-page">
        <nav className="bp6-button-group payroll-nav" aria-label="Staff payroll">
          {links.map((link) => (
            <NavLink key={link.to} to={{ pathname: link.to, search }} className={({ isActive }) => `bp6-button${isActive ? ' bp6-active' : ''}`}>
              <span className="bp6-button-text">{link.label}</span>
            </NavLink>
          ))}
        </nav>
        {children}
      </div>
    </StaffFrame>
  );
}
