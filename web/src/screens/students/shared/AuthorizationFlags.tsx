// The flags of an authorization: ending within 30 days, under 10% of units left, ended. The
// gateway computes them, so every screen flags the same authorizations.
import { Tag } from '../../../kit/Tag';

export interface FlaggedAuthorization {
  daysUntilEnd: number;
  endingSoon: boolean;
  lowUnits: boolean;
  unitsRemaining: number;
  totalUnits: number;
  ended?: boolean;
}

export function endingText(auth: Pick<FlaggedAuthorization, 'daysUntilEnd'>): string {
  if (auth.daysUntilEnd < 0) return 'Ended';
  if (auth.daysUntilEnd === 0) return 'Ends today';
  return `Ends in ${auth.daysUntilEnd} day${auth.daysUntilEnd === 1 ? '' : 's'}`;
}

export function unitsLeftText(auth: Pick<FlaggedAuthorization, 'unitsRemaining' | 'totalUnits'>): string {
  const share = auth.totalUnits > 0 ? Math.max(0, Math.round((auth.unitsRemaining / auth.totalUnits) * 100)) : 0;
  return `${auth.unitsRemaining} units left (${share}%)`;
}

/** One line naming what needs attention, for grids and screen readers. */
export function flagText(auth: FlaggedAuthorization): string {
  const parts: string[] = [];
  if (auth.endingSoon) parts.push(endingText(auth));
  if (auth.lowUnits) parts.push(unitsLeftText(auth));
  return parts.join(' · ');
}

export function AuthorizationFlags({ auth }: { auth: FlaggedAuthorization }) {
  const ended = auth.ended ?? auth.daysUntilEnd < 0;
  return (
    <span className="student-flags">
      {ended && <Tag minimal>Ended</Tag>}
      {!ended && auth.endingSoon && (
        <Tag intent="warning" icon="time">
          {endingText(auth)}
        </Tag>
      )}
      {!ended && auth.lowUnits && (
        <Tag intent="danger" icon="warning-sign">
          Under 10% units left
        </Tag>
      )}
    </span>
  );
}
