// A line of figures with the operations between them, so that a sum reads as one: Earned − Paid = Due.
import { Fragment } from 'react';
import './kit.css';

export interface Figure {
  label: string;
  value: string;
  /** The operation in front of it (−, =, ×). */
  op?: string;
}

export function Figures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <div className="kit-panel kit-figures" role="group" aria-label={label}>
      {figures.map((figure) => (
        <Fragment key={figure.label}>
          {figure.op && (
            <span className="kit-figure-op" aria-hidden="true">
              {figure.op}
            </span>
          )}
          <div className="kit-figure">
            <span className="kit-muted">{figure.label}</span>
            <strong>{figure.value}</strong>
          </div>
        </Fragment>
      ))}
    </div>
  );
}
