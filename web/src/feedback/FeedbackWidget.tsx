// The help-desk 'Send feedback' widget every layout carries. Only its
// launcher is in the first bundle; the dialog, its checks and the screenshot tools load when it is first pressed.
import { lazy, Suspense, useState } from 'react';
import { FeedbackLauncher } from './FeedbackLauncher';
import './feedback.css';

const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

export function FeedbackWidget() {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return <FeedbackLauncher onClick={() => setPressed(true)} />;
  return (
    <Suspense fallback={<FeedbackLauncher loading onClick={() => undefined} />}>
      <FeedbackDialog />
    </Suspense>
  );
}
