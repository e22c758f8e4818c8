import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A part of a page that a link names (`/account#credit-account`, `/orders#order-ORD-5B7K3N2W`):
 * once it is on the page, and it may come after the page's data, it is scrolled to the top of the
 * screen and focused, as a browser does for a part in the HTML it loads (a screen reader reads it
 * out, and the next Tab goes on from there). Spread what it gives on that part's element: its `id`,
 * the ref, and `tabIndex={-1}` (focusable from here, not by Tab). Without an id, nothing.
 */
export function useLinkedScroll<E extends HTMLElement>(
  id: string | undefined,
): { id?: string; ref: RefObject<E | null>; tabIndex?: number } {
  const ref = useRef<E>(null);
  const { hash } = useLocation();
  const linked = id !== undefined && linkedName(hash) === id;
  useEffect(() => {
    const target = ref.current;
    if (!linked || !target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [linked]);
  return id === undefined ? { ref } : { id, ref, tabIndex: -1 };
}

/** The id a URL's hash names (`#order-ORD%201` names `order-ORD 1`); none when it does not decode. */
export function linkedName(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}
