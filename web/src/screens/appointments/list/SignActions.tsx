// What the office does with the chosen sessions: ask for their missing signatures (the parent's, else the
// therapist's) or sign them for the practice. Each session left alone is listed with the reason.
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useWrite } from '../../../kit/writes/useWrite';
import { RequestSessionSignaturesMutation, VerifySessionsMutation } from './operations';

interface Outcome {
  title: string;
  skipped: readonly { sessionId: string; reason: string }[];
}

export interface SignActionsProps {
  selected: readonly string[];
  /** The appointment's name in a sentence, for the reasons: '03/04/2026 09:00 Ava Stone'. */
  describe: (sessionId: string) => string;
  onDone: () => void;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export function SignActions({ selected, describe, onDone }: SignActionsProps) {
  const requesting = useWrite(RequestSessionSignaturesMutation);
  const verifying = useWrite(VerifySessionsMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const none = selected.length === 0;

  const request = async () => {
    const result = await requesting.run({ sessionIds: [...selected] }, (data) => `${plural(data.result.sent.length, 'sign request')} sent.`);
    if (!result.ok) return;
    setOutcome({ title: `${plural(result.data.result.sent.length, 'sign request')} sent`, skipped: result.data.result.skipped });
    onDone();
  };
  const verify = async () => {
    const result = await verifying.run({ sessionIds: [...selected] }, (data) => `${plural(data.result.verified.length, 'session')} verified.`);
    if (!result.ok) return;
    setOutcome({ title: `${plural(result.data.result.verified.length, 'session')} verified`, skipped: result.data.result.skipped });
    onDone();
  };

  return (
    <>
      <div className="kit-toolbar" role="group" aria-label="Signatures of the chosen sessions">
        <span className="kit-muted" aria-live="polite">
          {none ? 'Choose sessions to ask for or give their signatures.' : `${plural(selected.length, 'session')} chosen`}
        </span>
        <Button
          icon="envelope"
          text="Request signatures"
          disabled={none || requesting.pending}
          loading={requesting.pending}
          onClick={() => void request()}
        />
        <Button
          icon="endorsed"
          text="Verify as staff"
          disabled={none || verifying.pending}
          loading={verifying.pending}
          onClick={() => void verify()}
        />
      </div>
      {outcome && (
        <Callout intent={outcome.skipped.length > 0 ? 'warning' : 'success'} title={outcome.title} className="list-outcome">
          {outcome.skipped.length > 0 && (
            <ul>
              {outcome.skipped.map((skip) => (
                <li key={skip.sessionId}>
                  {describe(skip.sessionId)}: {skip.reason}
                </li>
              ))}
            </ul>
          )}
          <Button minimal small text="Dismiss" onClick={() => setOutcome(null)} />
        </Callout>
      )}
    </>
  );
}
