import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useRouteMeta } from '../../layout/useRouteMeta';

/** What a route shows until the issue that builds its screen lands: plain words, never a blank page. */
export function NotAvailable() {
  const meta = useRouteMeta();
  return (
    <NonIdealState
      icon="build"
      title="This screen is not available yet"
      description={`${meta?.title ?? 'This page'} is part of a later release of the portal and cannot be used yet.`}
      action={<Link to="/dashboard">Back to the dashboard</Link>}
    />
  );
}
