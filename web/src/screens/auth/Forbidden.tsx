import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

/** The 403 page: where the guard sends a user whose permissions do not cover a route. */
export function Forbidden() {
  return (
    <NonIdealState
      icon="lock"
      title="403: access denied"
      description="Your account does not have permission to open this page. Ask an administrator if you need it."
      action={<Link to="/dashboard">Go to the dashboard</Link>}
    />
  );
}
