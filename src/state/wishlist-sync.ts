import type { NotOffered } from '../api/errors.ts';
import { MAX_WISHLIST_CHANGE } from '../contract/limits.ts';
import { storedList } from '../domain/stored.ts';
import type { WishlistItem, WishlistStore } from './wishlist.ts';

/**
 * Keeping the wishlist on the account, so it follows the shopper to another device.
 *
 * While signed in, the account's list is the truth and the browser's list mirrors it. The
 * browser remembers which ids the account held at the last sync (`wishlist-synced`, with the
 * account's e-mail); what the shopper added or removed since is the difference, and that is what
 * a sync sends. Signing in therefore merges the browser's list into the account's (nothing was
 * synced yet: everything here is an addition), a change made while the shop could not be reached
 * is sent on the next sync, and a product removed on another device stays removed.
 *
 * A server without the extension (404/405) keeps the spec's behaviour: the list stays in the
 * browser and nothing more is sent this visit.
 */
export const WISHLIST_SYNCED_KEY = 'wishlist-synced';

export interface WishlistDiff {
  add: string[];
  remove: string[];
}

/** What the shopper changed here since the account last held `synced`. */
export function wishlistDiff(local: readonly string[], synced: readonly string[]): WishlistDiff {
  const had = new Set(synced);
  const has = new Set(local);
  return { add: local.filter((id) => !had.has(id)), remove: synced.filter((id) => !has.has(id)) };
}

/** The ids the account held at the last sync, if that was this account; never throws. */
export function readSynced(raw: string | null, account: string): string[] {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('account' in value) || !('ids' in value)) return [];
    if (value.account !== account) return [];
    return storedList(JSON.stringify(value.ids)).filter((id): id is string => typeof id === 'string');
  } catch {
    return [];
  }
}

/**
 * The account's `answer` with what the shopper changed here that it has not seen: products
 * removed here (held at the last sync or in the change just sent, and gone now) stay removed, and
 * products added here since the last sync are kept after the account's.
 */
export function rebase<T extends { id: string }>(
  answer: readonly T[],
  local: readonly T[],
  before: readonly string[],
  sent: readonly string[],
): T[] {
  const now = new Set(local.map((item) => item.id));
  const held = new Set(before);
  const gone = new Set([...before, ...sent].filter((id) => !now.has(id)));
  const kept = answer.filter((item) => !gone.has(item.id));
  const keptIds = new Set(kept.map((item) => item.id));
  return [...kept, ...local.filter((item) => !held.has(item.id) && !keptIds.has(item.id))];
}

export type SendChange = (change: WishlistDiff) => Promise<WishlistItem[] | NotOffered>;

export interface WishlistSyncOptions {
  store: WishlistStore;
  storage: Storage | undefined;
  send: SendChange;
  /** A change could not be saved to the account (it stays in this browser and is sent next time). */
  onFailure?: (error: unknown) => void;
  /** How long a burst of changes is gathered before one sync; 0 in tests. */
  delayMs?: number;
}

export interface WishlistSync {
  /** Signed in as `account`: sync now and after every change, until stop(). */
  start(account: string): void;
  /** Signed out by a 401 (or the page leaves): stop sending; the lists stay as they are. */
  stop(): void;
  /** The shopper signed out: a list the account keeps leaves this browser with them. */
  signedOut(): void;
  /** Resolves when no sync is running or waiting (tests). */
  settled(): Promise<void>;
}

const ids = (items: readonly WishlistItem[]) => items.map((item) => item.id);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function createWishlistSync({
  store,
  storage,
  send,
  onFailure,
  delayMs = 300,
}: WishlistSyncOptions): WishlistSync {
  let account: string | undefined;
  /** Who was signed in last, for signedOut() after a stop(). */
  let lastAccount: string | undefined;
  let offered = true;
  let unsubscribe: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let running: Promise<void> | undefined;
  let again = false;

  const synced = (who: string) => readSynced(read(), who);
  const read = () => {
    try {
      return storage?.getItem(WISHLIST_SYNCED_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const write = (value: { account: string; ids: string[] } | null) => {
    try {
      if (value) storage?.setItem(WISHLIST_SYNCED_KEY, JSON.stringify(value));
      else storage?.removeItem(WISHLIST_SYNCED_KEY);
    } catch {
      // Without storage the next visit merges again, which adds nothing twice.
    }
  };

  async function syncOnce(who: string, first: boolean) {
    const sent = ids(store.getSnapshot());
    const before = synced(who);
    const whole = wishlistDiff(sent, before);
    if (!first && whole.add.length === 0 && whole.remove.length === 0) return;
    // A long list (a first sign-in) goes in parts; the rest is the next part's difference.
    const change = {
      add: whole.add.slice(0, MAX_WISHLIST_CHANGE),
      remove: whole.remove.slice(0, MAX_WISHLIST_CHANGE),
    };
    const partial = change.add.length < whole.add.length || change.remove.length < whole.remove.length;
    let answer: WishlistItem[] | NotOffered;
    try {
      answer = await send(change);
    } catch (error) {
      if (change.add.length > 0 || change.remove.length > 0) onFailure?.(error);
      return;
    }
    if (answer === 'not-offered') {
      offered = false;
      stopWatching();
      return;
    }
    if (account !== who) return;
    write({ account: who, ids: ids(answer) });
    if (!partial && same(ids(store.getSnapshot()), sent)) {
      store.replace(answer);
      return;
    }
    // Changed again while the answer was on its way (or sent in part): this browser's changes the
    // account has not seen go on top of its answer, and the next round sends them.
    store.replace(rebase(answer, store.getSnapshot(), before, sent));
    again = true;
  }

  function run(first = false) {
    const who = account;
    if (!who || !offered) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Bounded: a list the server keeps refusing parts of must not send for ever.
        for (let round = 0; round < 20; round += 1) {
          again = false;
          await syncOnce(who, first && round === 0);
          if (!again || account !== who || !offered) break;
        }
      } finally {
        running = undefined;
      }
    })();
  }

  const schedule = () => {
    clearTimeout(timer);
    waiting = true;
    timer = setTimeout(() => {
      waiting = false;
      run();
    }, delayMs);
  };

  function stopWatching() {
    unsubscribe?.();
    unsubscribe = undefined;
    clearTimeout(timer);
    waiting = false;
  }

  return {
    start(who) {
      if (account === who) return;
      stopWatching();
      account = who;
      lastAccount = who;
      if (!offered) return;
      unsubscribe = store.subscribe(schedule);
      run(true);
    },
    stop() {
      stopWatching();
      account = undefined;
    },
    signedOut() {
      const who = account ?? lastAccount;
      stopWatching();
      account = undefined;
      // Cleared only when the account holds all of it; a change it never received stays here.
      const kept = who !== undefined && read() !== null ? synced(who) : undefined;
      if (!kept) return;
      const unsent = wishlistDiff(ids(store.getSnapshot()), kept);
      if (unsent.add.length > 0 || unsent.remove.length > 0) return;
      write(null);
      store.clear();
    },
    async settled() {
      while (running || waiting) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, delayMs + 1));
      }
    },
  };
}
