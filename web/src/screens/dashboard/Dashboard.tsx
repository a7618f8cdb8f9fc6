import { Card, H2 } from '@blueprintjs/core';
import { useSession } from '../../session';

/** The single-view page every signed-in user lands on; it greets them. */
export function Dashboard() {
  const { userName, userType } = useSession();
  return (
    <Card className="dashboard-card">
      <H2>Hello {userName}</H2>
      <p className="bp6-text-muted">
        {userType ? `Signed in as ${userType}. ` : ''}Use the menu to open the parts of the portal your account covers.
      </p>
    </Card>
  );
}
