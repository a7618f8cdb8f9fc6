import { Classes, Icon } from '@blueprintjs/core';
import { useSession } from '../session';
import { hrPlatformUrl, mayOpenHrPlatform } from './hrPlatform';

/** A real link (Blueprint's AnchorButton would announce itself as a button) styled as a minimal button. */
export function HrPlatformLink() {
  const session = useSession();
  if (!mayOpenHrPlatform(session) || !session.userEmail) return null;
  return (
    <a className={`${Classes.BUTTON} ${Classes.MINIMAL}`} href={hrPlatformUrl(session.userEmail)} target="_blank" rel="noopener noreferrer">
      <Icon icon="share" aria-hidden />
      <span className={Classes.BUTTON_TEXT}>HR Platform</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
