import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, withViewed } from '../domain/recently-viewed.ts';
import { browserStorage, storageEvents, useStoredList } from './stored-list.ts';

/**
 * The products this browser opened (src/domain/recently-viewed.ts), kept in localStorage and read
 * as the cart and wishlist are (useStoredList): the server renders (and the browser hydrates) none,
 * then the list.
 * Other tabs' changes arrive by the storage event.
 */

const NONE: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let seen: string | null = null;
let ids: readonly string[] = NONE;

const stored = (storage = browserStorage()): string | null => {
  try {
    return storage?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The kept ids, parsed again only when the stored text changed (a cleared storage included). */
function snapshot(): readonly string[] {
  const raw = stored();
  if (raw !== seen) {
    seen = raw;
    ids = parseRecentlyViewed(raw);
  }
  return ids;
}

const emit = () => listeners.forEach((listener) => listener());

const onStorage = (event: StorageEvent) => {
  if (event.key === RECENTLY_VIEWED_KEY || event.key === null) emit();
};

function keep(next: readonly string[], storage = browserStorage()): void {
  try {
    if (next.length === 0) storage?.removeItem(RECENTLY_VIEWED_KEY);
    else storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the shop works the same, it just remembers nothing.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) storageEvents()?.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) storageEvents()?.removeEventListener('storage', onStorage);
  };
}

/** The product ids this browser opened, newest first; none on the server and while hydrating. */
export const useRecentlyViewed = (): readonly string[] => useStoredList({ getSnapshot: snapshot, subscribe });

/** A product page was opened. */
export const noteViewed = (id: string): void => keep(withViewed(snapshot(), id));

/** Products no longer sold leave the list. */
export function forgetViewed(gone: readonly string[]): void {
  const now = snapshot();
  if (gone.some((id) => now.includes(id))) keep(now.filter((id) => !gone.includes(id)));
}

/** "Clear", and sign-out: nothing is remembered. */
export const clearRecentlyViewed = (): void => keep(NONE);
