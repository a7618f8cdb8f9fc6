// The payroll pages of everyone, one press apart; the date range travels with the links.
import { NavLink, useLocation } from 'react-router';

const pages = [
  { to: '/staff-salary', label: 'Staff salary' },
  { to: '/daily-salary', label: 'Daily salary' },
  { to: '/due-payout', label: 'Due payout' },
  { to: '/import-payroll', label: 'Import payroll' },
];

export function PayrollNav() {
  const { search } = useLocation();
  return (
    <nav className="payroll-nav bp6-button-group" aria-label="Payroll">
      {pages.map((page) => (
        <NavLink key={page.to} to={{ pathname: page.to, search }} className={({ isActive }) => `bp6-button${isActive ? ' bp6-active' : ''}`}>
          <span className="bp6-button-text">{page.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
