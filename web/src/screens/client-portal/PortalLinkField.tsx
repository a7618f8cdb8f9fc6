// A family's portal link, for staff to copy (focus selects it) or open.
import { AnchorButton, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { formatMonthFirst } from '../../dates/timestamps';

export function PortalLinkField({ path, expiresAt }: { path: string; expiresAt: string }) {
  const id = useId();
  const address = `${window.location.origin}${path}`;
  return (
    <FormGroup label="Client portal link" labelFor={id} helperText={`Works until ${formatMonthFirst(expiresAt) ?? expiresAt}.`}>
      <InputGroup
        id={id}
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        rightElement={<AnchorButton minimal icon="share" href={path} target="_blank" rel="noreferrer" aria-label="Open the client portal" />}
      />
    </FormGroup>
  );
}
