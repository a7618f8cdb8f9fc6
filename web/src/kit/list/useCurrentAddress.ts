import { useLocation } from 'react-router';

/** The address the user is on, as the delete call's `redirect_to` wants it. */
export function useCurrentAddress(): string {
  const location = useLocation();
  return `${window.location.origin}${location.pathname}${location.search}`;
}
