import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

/**
 * A link that looks like a Blueprint button: it goes to an address inside the app (so it opens in a new tab too, which
 * a button calling navigate() does not).
 */
export function LinkButton({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className="bp6-button">
      <span className="bp6-button-text">{children}</span>
    </Link>
  );
}
