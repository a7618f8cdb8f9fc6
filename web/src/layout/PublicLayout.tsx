import { Navigate, Outlet } from 'react-router';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { isSignedIn, useSession } from '../session';
import { Footer } from './Footer';
import { useGeolocation } from './useGeolocation';
import { useRouteMeta } from './useRouteMeta';
import './layout.css';

/** Sign-in, the password screens, the organisation sign-on landing and the guest pages. */
export function PublicLayout() {
  const session = useSession();
  const meta = useRouteMeta();
  useGeolocation();

  // A signed-in user who opens sign-in or the password screens goes to the dashboard.
  if (meta?.signedOutOnly && isSignedIn(session)) return <Navigate to="/dashboard" replace />;

  return (
    <div className="public-shell">
      <header className="public-header">
        <span className="app-name">Practice Portal</span>
      </header>
      <main id="main-content" className="public-content">
        <Outlet />
      </main>
      <Footer />
      <FeedbackWidget />
    </div>
  );
}
