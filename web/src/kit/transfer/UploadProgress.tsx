// A file on its way up, shown the same on every upload form: the share sent while bytes go, then what the server is
// doing with it until it answers (the bar without a value). Announced politely to assistive technology.
import { ProgressBar } from '@blueprintjs/core';

interface UploadProgressProps {
  /** The share sent, 0 to 1; null before the first byte. */
  progress: number | null;
  /** What the server does once every byte has arrived. */
  after: string;
  /** The bar's accessible name. */
  label?: string;
}

export function UploadProgress({ progress, after, label = 'Upload progress' }: UploadProgressProps) {
  const percent = Math.round((progress ?? 0) * 100);
  const sending = percent < 100;
  return (
    <div role="status" aria-live="polite">
      <ProgressBar intent="primary" value={sending ? (progress ?? 0) : undefined} aria-label={label} />
      <p className="kit-muted">{sending ? `Uploading… ${percent}%` : after}</p>
    </div>
  );
}
