import { NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A route's error element, in place of React Router's default screen. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <div className="route-error" role="alert">
      <NonIdealState
        icon={notFound ? 'search' : 'error'}
        title={notFound ? 'Page not found' : 'Something went wrong on this page'}
        description={
          notFound ? 'The address does not lead to a page of the portal.' : `${detail ? `${detail} ` : ''}Try again, or go back to the start.`
        }
        action={<Link to="/">Go to the start page</Link>}
      />
    </div>
  );
}
