// One card of the dashboard: its title and the screen it leads to, then a spinner, its own error, an empty state that
// says so, or its content. A section's failure stays inside its card.
import { Callout, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
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
        <Spinner size={24} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : empty ? (
        <NonIdealState className="dashboard-empty" description={emptyText} layout="horizontal" />
      ) : (
        children
      )}
    </Card>
  );
}
