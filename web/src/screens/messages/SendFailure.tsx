// Why a send did not go through, and the upload's progress while one is on its way.
import { Callout, ProgressBar } from '@blueprintjs/core';

export function SendFailure({ failure, progress }: { failure: string | null; progress: number | null }) {
  return (
    <>
      {progress !== null && <ProgressBar aria-label="Sending" value={progress} intent="primary" className="messages-progress" />}
      {failure && (
        <Callout intent="danger" role="alert" title="Not sent" className="messages-failure">
          {failure}
        </Callout>
      )}
    </>
  );
}
