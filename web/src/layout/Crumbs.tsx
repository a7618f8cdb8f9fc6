import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { Crumb } from '../routes/types';

/**
 * Breadcrumbs with Blueprint's look. Blueprint's own component puts a measuring <div> inside its <ol>, which axe
 * reports as a serious list violation; a handful of crumbs needs no overflow handling anyway.
 */
export function Crumbs({ chain }: { chain: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`${Classes.BREADCRUMBS} page-crumbs`}>
        {chain.map((crumb, index) => {
          const last = index === chain.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {last || !crumb.to ? (
                <span className={`${Classes.BREADCRUMB} ${last ? Classes.BREADCRUMB_CURRENT : ''}`} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link className={Classes.BREADCRUMB} to={crumb.to}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
