import { Button } from '@blueprintjs/core';

/** The floating 'Send feedback' button. */
export function FeedbackLauncher({ onClick, loading = false }: { onClick: () => void; loading?: boolean }) {
  return <Button className="feedback-launcher" icon="chat" intent="primary" text="Send feedback" loading={loading} onClick={onClick} />;
}
