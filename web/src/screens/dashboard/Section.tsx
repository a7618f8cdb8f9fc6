// One card of the dashboard: its title and the screen it leads to, then a skeleton while it waits, its own error, an
// empty state that says so, or its content. A section's failure stays inside its card.
import { Callout, Card, Classes, H3, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface SectionProps {
  title: string;
  /** The screen where the whole list lives. */
  link?: { to: string; text: string };
  loading: boolean;
  /** This section's error, from the operation's errors whose path names it. */
  error?: string | undefined;
  /** What the empty state says, shown when `empty`. */
  emptyText: string;
  empty: boolean;
  children?: ReactNode;
}

/** A waiting card shows this many lines of skeleton, about the height of a short answer. */
const SKELETON_LINES = [1, 2, 3, 4];

export function Section({ title, link, loading, error, emptyText, empty, children }: SectionProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className="dashboard-section" role="region" aria-labelledby={headingId}>
      <div className="dashboard-section-head">
        <H3 id={headingId}>{title}</H3>
        {link && <Link to={link.to}>{link.text}</Link>}
      </div>
      {error !== undefined ? (
        <Callout intent="danger" title={`${title} could not be loaded`}>
          {error}
        </Callout>
      ) : loading ? (
        <div className="dashboard-skeleton" role="progressbar" aria-label={`Loading ${title.toLowerCase()}`}>
          {SKELETON_LINES.map((line) => (
            <div key={line} className={`${Classes.SKELETON} dashboard-skeleton-line`} />
          ))}
        </div>
      ) : empty ? (
        <NonIdealState className="dashboard-empty" description={emptyText} layout="horizontal" />
      ) : (
        children
      )}
    </Card>
  );
}
