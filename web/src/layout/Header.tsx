import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { OfflineDay } from '../offline/day/OfflineDay';
import { ConnectionStatus } from '../offline/status/ConnectionStatus';
import type { RouteMeta } from '../routes/types';
import { useSession } from '../session';
import { HrPlatformLink } from './HrPlatformLink';
import { PageHeader } from './PageHeader';
import { ProfileMenu } from './ProfileMenu';

export interface HeaderProps {
  meta: RouteMeta;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onOpenMobileMenu: () => void;
}

export function Header({ meta, sidebarExpanded, onToggleSidebar, onOpenMobileMenu }: HeaderProps) {
  const session = useSession();
  return (
    <header className="app-header">
      <Navbar className="app-navbar">
        <Navbar.Group align={Alignment.START}>
          <Button
            className="desktop-only"
            variant="minimal"
            icon={sidebarExpanded ? 'menu-closed' : 'menu-open'}
            aria-label={sidebarExpanded ? 'Collapse menu' : 'Expand menu'}
            aria-expanded={sidebarExpanded}
            aria-controls="sidebar"
            onClick={onToggleSidebar}
          />
          <Button className="mobile-only" variant="minimal" icon="menu" aria-label="Open menu" aria-haspopup="dialog" onClick={onOpenMobileMenu} />
          <Navbar.Heading className="app-name">Practice Portal</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <OfflineDay />
          <ConnectionStatus />
          <span className="greeting">Hello {session.userName}</span>
          <HrPlatformLink />
          <ProfileMenu />
        </Navbar.Group>
      </Navbar>
      <PageHeader meta={meta} />
    </header>
  );
}
