import { H1 } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { RouteMeta } from '../routes/types';
import { Crumbs } from './Crumbs';
import { useSelectedFunderName } from './selectedFunder';

const APP_NAME = 'Practice Portal';

/** The page title (with the selected funder on funder pages) and the breadcrumbs from Dashboard down. */
export function PageHeader({ meta }: { meta: RouteMeta }) {
  const funderName = useSelectedFunderName();
  const title = meta.funderPage && funderName ? `${meta.title} - ${funderName}` : meta.title;

  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);

  const chain = meta.title === 'Dashboard' ? meta.crumbs : [{ label: 'Dashboard', to: '/dashboard' }, ...meta.crumbs];

  return (
    <div className="page-header">
      <H1 className="page-title">{title}</H1>
      <Crumbs chain={chain} />
    </div>
  );
}
