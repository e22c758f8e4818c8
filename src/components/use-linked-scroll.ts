import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A part of a page that a link names (`/account#credit-account`, `/orders#order-ORD-5B7K3N2W`):
 * once it is on the page, and it may come after the page's data, it is scrolled to the top of the
 * screen and focused, as a browser does for a part in the HTML it loads (a screen reader reads it
 * out, and the next Tab goes on from there). Give the ref to the element whose `id` is `id`, with
 * `tabIndex={-1}`.
 */
export function useLinkedScroll<E extends HTMLElement>(id: string | undefined) {
  const element = useRef<E>(null);
  const { hash } = useLocation();
  const linked = id !== undefined && named(hash) === id;
  useEffect(() => {
    const target = element.current;
    if (!linked || !target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [linked]);
  return element;
}

/** The id a URL's hash names (`#order-ORD%201` names `order-ORD 1`); none when it does not decode. */
function named(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}
