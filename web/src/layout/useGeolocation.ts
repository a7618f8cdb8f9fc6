import { useEffect } from 'react';
import { useSessionStore } from '../session';

/**
 * Asks the browser for its position once and keeps it in the session store. A refusal or an error changes nothing.
 */
export function useGeolocation(): void {
  const store = useSessionStore();
  useEffect(() => {
    if (store.get().position !== null) return;
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active) store.setPosition({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
      },
      () => {},
      { maximumAge: 600_000, timeout: 30_000 },
    );
    return () => {
      active = false;
    };
  }, [store]);
}
