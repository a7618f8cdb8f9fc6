// Makes a new client portal link for a student's family (staff with 'Templates'), for the student record to offer:
// <PortalLinkButton studentId={id} />. Each press makes a fresh link; older links keep working until they expire.
import { useMutation } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { CreatePortalLinkMutation } from './operations';
import { PortalLinkField } from './PortalLinkField';
import './portal.css';

export function PortalLinkButton({ studentId }: { studentId: string }) {
  const [create, state] = useMutation(CreatePortalLinkMutation);
  const link = state.data?.link;
  const problem = state.error ? (Object.values(fieldErrorsOf(state.error))[0] ?? state.error.message) : null;
  return (
    <div className="portal-link-maker">
      <Button
        icon="link"
        text="Make a client portal link"
        loading={state.loading}
        onClick={() => void create({ variables: { studentId } }).catch(() => undefined)}
      />
      {problem && <Callout intent="danger">{problem}</Callout>}
      {link && <PortalLinkField path={link.path} expiresAt={link.expiresAt} />}
    </div>
  );
}
