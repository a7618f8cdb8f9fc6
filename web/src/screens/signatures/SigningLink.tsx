// The link that lets the person sign signed out (/update-signature/{id}?token=…): shown to those who manage staff,
// with a button that copies it. It works for that person only, for 7 days, for one signature.
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useId, useRef } from 'react';
import { useNotices } from '../../app/notices';
import { formatMonthFirst } from '../../dates/timestamps';

export function signingLinkOf(userId: string, token: string, origin: string = window.location.origin): string {
  return `${origin}/update-signature/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
}

export function SigningLink({
  userId,
  name,
  token,
  expiresAt,
}: {
  userId: string;
  name: string;
  token: string;
  expiresAt: string | null | undefined;
}) {
  const id = useId().replace(/:/g, '');
  const notices = useNotices();
  const inputRef = useRef<HTMLInputElement>(null);
  const link = signingLinkOf(userId, token);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notices.toast('Signing link copied.', 'success');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the person to copy.
      inputRef.current?.select();
      notices.toast('Press Ctrl+C (⌘C on a Mac) to copy the selected link.', 'primary');
    }
  };

  return (
    <Callout className="signature-link" icon="link" title="Ask for a signature by link">
      <p>
        Send this link to {name} to sign without signing in. It works for {name} only, for one signature
        {expiresAt ? `, until ${formatMonthFirst(expiresAt) ?? expiresAt}` : ''}.
      </p>
      <div className="signature-link-row">
        <InputGroup
          id={id}
          inputRef={inputRef}
          value={link}
          readOnly
          aria-label={`Signing link for ${name}`}
          onFocus={(event) => event.currentTarget.select()}
          fill
        />
        <Button icon="duplicate" text="Copy signing link" onClick={() => void copy()} />
      </div>
    </Callout>
  );
}
