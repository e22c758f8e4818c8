import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { WISHLIST_STORAGE_KEY, createWishlistStore, type WishlistItem } from './wishlist.ts';
import {
  WISHLIST_SYNCED_KEY,
  createWishlistSync,
  readSynced,
  wishlistDiff,
  type SendChange,
  type WishlistDiff,
} from './wishlist-sync.ts';

const item = (id: string): WishlistItem => ({
  id,
  name: `Product ${id}`,
  image: '',
  price: 100,
  category: 'Packaging & Shipping Products',
  sizes: [],
  colors: [],
});

/** An account's list as our server keeps it: additions after what is saved, unknown ids skipped. */
function fakeAccount(saved: string[] = [], sells = (id: string) => !id.startsWith('gone')) {
  const list = [...saved];
  const sent: WishlistDiff[] = [];
  const send: SendChange = async (change) => {
    sent.push(change);
    for (const id of change.add) if (sells(id) && !list.includes(id)) list.push(id);
    for (const id of change.remove) if (list.includes(id)) list.splice(list.indexOf(id), 1);
    return list.map(item);
  };
  return { list, sent, send };
}

function setUp(local: string[], send: SendChange, extra: Record<string, string> = {}) {
  const storage = createMemoryStorage({
    [WISHLIST_STORAGE_KEY]: JSON.stringify(local.map(item)),
    ...extra,
  });
  const store = createWishlistStore(storage, undefined);
  const onFailure = vi.fn();
  const sync = createWishlistSync({ store, storage, send, onFailure, delayMs: 0 });
  const ids = () => store.getSnapshot().map((i) => i.id);
  const synced = (account: string) => readSynced(storage.getItem(WISHLIST_SYNCED_KEY), account);
  return { storage, store, sync, ids, synced, onFailure };
}

const syncedFor = (account: string, ids: string[]) => ({
  [WISHLIST_SYNCED_KEY]: JSON.stringify({ account, ids }),
});

describe('wishlistDiff', () => {
  it('names what was added and removed here since the account last held the list', () => {
    expect(wishlistDiff(['a', 'b', 'd'], ['a', 'b', 'c'])).toEqual({ add: ['d'], remove: ['c'] });
    expect(wishlistDiff(['a'], [])).toEqual({ add: ['a'], remove: [] });
    expect(wishlistDiff([], [])).toEqual({ add: [], remove: [] });
  });
});

describe('readSynced', () => {
  it("reads this account's ids and nothing from another account or a damaged value", () => {
    const raw = JSON.stringify({ account: 'asha@example.in', ids: ['a', 'b', 3] });
    expect(readSynced(raw, 'asha@example.in')).toEqual(['a', 'b']);
    expect(readSynced(raw, 'ravi@example.in')).toEqual([]);
    expect(readSynced('{not json', 'asha@example.in')).toEqual([]);
    expect(readSynced('[1,2]', 'asha@example.in')).toEqual([]);
    expect(readSynced(null, 'asha@example.in')).toEqual([]);
  });
});

describe('wishlist sync', () => {
  it("merges the browser's list into the account's at sign-in", async () => {
    const account = fakeAccount(['c']);
    const { sync, ids, synced } = setUp(['a', 'b'], account.send);
    sync.start('asha@example.in');
    await sync.settled();
    expect(account.sent).toEqual([{ add: ['a', 'b'], remove: [] }]);
    expect(ids()).toEqual(['c', 'a', 'b']);
    expect(synced('asha@example.in')).toEqual(['c', 'a', 'b']);
  });

  it('on a later visit takes the account list as it is now: a product removed on another device stays removed', async () => {
    const account = fakeAccount(['a']);
    const { sync, ids } = setUp(['a', 'b'], account.send, syncedFor('asha@example.in', ['a', 'b']));
    sync.start('asha@example.in');
    await sync.settled();
    expect(account.sent).toEqual([{ add: [], remove: [] }]);
    expect(ids()).toEqual(['a']);
  });

  it('sends each change made while signed in, and a burst of changes as one', async () => {
    const account = fakeAccount();
    const { sync, store, ids } = setUp([], account.send);
    sync.start('asha@example.in');
    await sync.settled();
    store.toggle(item('a'));
    store.toggle(item('b'));
    await sync.settled();
    store.remove('a');
    await sync.settled();
    expect(account.sent).toEqual([
      { add: [], remove: [] },
      { add: ['a', 'b'], remove: [] },
      { add: [], remove: ['a'] },
    ]);
    expect(account.list).toEqual(['b']);
    expect(ids()).toEqual(['b']);
  });

  it('drops a product the shop no longer sells from the list', async () => {
    const account = fakeAccount();
    const { sync, ids } = setUp(['a', 'gone-1'], account.send);
    sync.start('asha@example.in');
    await sync.settled();
    expect(ids()).toEqual(['a']);
  });

  it('keeps a change the account could not take, says so, and sends it on the next visit', async () => {
    const account = fakeAccount();
    let down = true;
    const send: SendChange = (change) =>
      down ? Promise.reject(new ApiError('network', 'No response')) : account.send(change);
    const first = setUp([], send);
    first.sync.start('asha@example.in');
    await first.sync.settled();
    expect(first.onFailure).not.toHaveBeenCalled(); // nothing of the shopper's was lost
    first.store.toggle(item('a'));
    await first.sync.settled();
    expect(first.onFailure).toHaveBeenCalledTimes(1);
    expect(first.ids()).toEqual(['a']);

    down = false;
    const next = createWishlistSync({
      store: first.store,
      storage: first.storage,
      send,
      delayMs: 0,
    });
    next.start('asha@example.in');
    await next.settled();
    expect(account.list).toEqual(['a']);
  });

  it('a change made while the answer is on its way is sent next and kept', async () => {
    const account = fakeAccount();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send: SendChange = async (change) => {
      if (account.sent.length === 0) await gate;
      return account.send(change);
    };
    const { sync, store, ids } = setUp(['a'], send);
    sync.start('asha@example.in');
    store.toggle(item('b'));
    release();
    await sync.settled();
    expect(account.sent).toEqual([
      { add: ['a'], remove: [] },
      { add: ['b'], remove: [] },
    ]);
    expect(ids()).toEqual(['a', 'b']);
  });

  it("a product saved while another device's list is on its way joins that list, removing nothing", async () => {
    const account = fakeAccount(['g']);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send: SendChange = async (change) => {
      if (account.sent.length === 0) await gate;
      return account.send(change);
    };
    const { sync, store, ids } = setUp([], send);
    sync.start('asha@example.in');
    store.toggle(item('f'));
    release();
    await sync.settled();
    expect(account.list).toEqual(['g', 'f']);
    expect(ids()).toEqual(['g', 'f']);
  });

  it('a product removed while the answer is on its way stays removed', async () => {
    const account = fakeAccount(['g']);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send: SendChange = async (change) => {
      if (account.sent.length === 0) await gate;
      return account.send(change);
    };
    const { sync, store, ids } = setUp(['a'], send);
    sync.start('asha@example.in');
    store.toggle(item('a'));
    release();
    await sync.settled();
    expect(account.list).toEqual(['g']);
    expect(ids()).toEqual(['g']);
  });

  it('sends a long list in parts of at most 500', async () => {
    const account = fakeAccount();
    const many = Array.from({ length: 1200 }, (_, i) => `p${i}`);
    const { sync, ids } = setUp(many, account.send);
    sync.start('asha@example.in');
    await sync.settled();
    expect(account.sent.map((c) => c.add.length)).toEqual([500, 500, 200]);
    expect(ids()).toEqual(many);
  });

  it('against a server without the extension keeps the list in the browser and stops asking', async () => {
    const send = vi.fn<SendChange>(async () => 'not-offered' as const);
    const { sync, store, ids, storage } = setUp(['a'], send);
    sync.start('asha@example.in');
    await sync.settled();
    store.toggle(item('b'));
    await sync.settled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['a', 'b']);
    sync.stop();
    sync.signedOut();
    expect(ids()).toEqual(['a', 'b']);
    expect(storage.getItem(WISHLIST_SYNCED_KEY)).toBeNull();
  });

  it('signing in as someone else merges into their list and removes nothing of theirs', async () => {
    const account = fakeAccount(['x']);
    const { sync, ids } = setUp(['a'], account.send, syncedFor('asha@example.in', ['a', 'x']));
    sync.start('ravi@example.in');
    await sync.settled();
    expect(account.sent).toEqual([{ add: ['a'], remove: [] }]);
    expect(ids()).toEqual(['x', 'a']);
  });

  it('signing out takes a list the account keeps off this browser, but never a change it lacks', async () => {
    const account = fakeAccount(['a']);
    const kept = setUp([], account.send);
    kept.sync.start('asha@example.in');
    await kept.sync.settled();
    expect(kept.ids()).toEqual(['a']);
    kept.sync.stop();
    kept.sync.signedOut();
    expect(kept.ids()).toEqual([]);
    expect(kept.storage.getItem(WISHLIST_SYNCED_KEY)).toBeNull();

    const offline: SendChange = () => Promise.reject(new ApiError('network', 'No response'));
    const unsent = setUp(['a', 'b'], offline, syncedFor('asha@example.in', ['a']));
    unsent.sync.start('asha@example.in');
    await unsent.sync.settled();
    unsent.sync.stop();
    unsent.sync.signedOut();
    expect(unsent.ids()).toEqual(['a', 'b']);
  });

  it('stops sending after stop() (a 401): later changes stay in the browser', async () => {
    const account = fakeAccount();
    const { sync, store, ids } = setUp([], account.send);
    sync.start('asha@example.in');
    await sync.settled();
    sync.stop();
    store.toggle(item('a'));
    await sync.settled();
    expect(account.sent).toHaveLength(1);
    expect(ids()).toEqual(['a']);
  });
});
