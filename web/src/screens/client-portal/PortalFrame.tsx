// The portal's page: the practice's heading, a spinner while the link is checked, and one plain message for a link
// that does not work (or a failure to reach the practice, with a way to try again).
import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { invalidLinkMessage } from './usePortal';

interface Props {
  loading: boolean;
  error: Error | undefined;
  ready: boolean;
  retry: () => void;
  children: ReactNode;
}

/** A refusal of the link itself, not a failure to reach the practice. */
function isLinkRefusal(error: Error): boolean {
  return error.message === invalidLinkMessage || /not found|NOT_FOUND/i.test(error.message);
}

export function PortalFrame({ loading, error, ready, retry, children }: Props) {
  let body: ReactNode = children;
  if (!ready) {
    if (error && !isLinkRefusal(error)) {
      body = (
        <Callout intent="danger" title="The documents could not be loaded">
          <p>Please try again in a moment.</p>
          <Button text="Try again" onClick={retry} />
        </Callout>
      );
    } else if (error || !loading) {
      body = <NonIdealState icon="disable" title={invalidLinkMessage} description="Ask the practice to send you a new link." />;
    } else body = <Spinner aria-label="Checking your link" />;
  }
  return (
    <main className="portal">
      <Card className="portal-card">
        <p className="portal-brand">Client documents</p>
        {body}
      </Card>
    </main>
  );
}
