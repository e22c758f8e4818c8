import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled more than `threshold` pixels (the header turns opaque past 20). */
export function useScrolled(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, read, () => false);
}
