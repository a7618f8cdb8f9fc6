import { Button, Drawer, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { useSession } from '../session';
import { DocumentUploadNotice } from './DocumentUploadNotice';
import { Footer } from './Footer';
import { guardRedirect } from './guard';
import { Header } from './Header';
import { HelpDeskMessageDialog } from './HelpDeskMessageDialog';
import { SelectedFunderProvider } from './selectedFunder';
import { Sidebar } from './Sidebar';
import { useGeolocation } from './useGeolocation';
import { useRouteMeta } from './useRouteMeta';
import './layout.css';

/** The frame of every signed-in page: guard, sidebar, header, content, footer and the layout's dialogs. */
export function ProtectedLayout() {
  const session = useSession();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const [sidebarExpanded, setSidebarExpanded] = useState(true);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  useGeolocation();

  const redirect = guardRedirect(session, meta);
  if (redirect !== null || !meta) return <Navigate to={redirect ?? '/'} replace />;

  return (
    <SelectedFunderProvider onFunderPage={meta.funderPage === true}>
      <div className={`app-shell ${sidebarExpanded ? 'is-expanded' : 'is-collapsed'}`}>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <aside className="app-sidebar desktop-only">
          <Sidebar expanded={sidebarExpanded} onExpand={() => setSidebarExpanded(true)} />
        </aside>
        <Drawer isOpen={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} position="left" size={280} className="mobile-menu">
          {/* Blueprint's Drawer carries no dialog role; this wrapper gives the menu one with a name. */}
          <div role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title" className="mobile-menu-body">
            <div className="bp6-drawer-header">
              <h2 id="mobile-menu-title" className="bp6-heading">
                Menu
              </h2>
              <Button variant="minimal" icon="cross" aria-label="Close menu" onClick={() => setMobileMenuOpen(false)} />
            </div>
            {/* The mobile copy always opens expanded. */}
            <Sidebar id="mobile-sidebar" expanded onNavigate={() => setMobileMenuOpen(false)} />
          </div>
        </Drawer>
        <div className="app-main">
          <Header
            meta={meta}
            sidebarExpanded={sidebarExpanded}
            onToggleSidebar={() => setSidebarExpanded((expanded) => !expanded)}
            onOpenMobileMenu={() => setMobileMenuOpen(true)}
          />
          {navigation.state === 'loading' && <ProgressBar className="route-progress" intent="primary" aria-label="Loading page" />}
          <main id="main-content" className="app-content" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
        <HelpDeskMessageDialog />
        <DocumentUploadNotice />
        <FeedbackWidget />
      </div>
    </SelectedFunderProvider>
  );
}
