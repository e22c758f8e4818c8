import { useEffect, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and during the browser's hydration of a server-rendered page, true after
 * (and always on a page rendered in the browser): what only the browser knows (stored cart and
 * wishlist) waits for it, so the first render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * Marks the document once the part it sits in is live (`<html data-hydrated>`): a server-rendered
 * page shows its buttons before its scripts run, and the journeys wait for this before tapping.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
