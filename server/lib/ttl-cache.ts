/**
 * A small in-memory cache whose entries live `ttlMs`; past `maxEntries` the oldest go first.
 * Concurrent misses for one key share one load, so a burst of shoppers costs one query. With
 * `staleMs`, an entry up to that much past its time is still answered while one reload runs, so
 * shoppers never queue behind the refresh.
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now, staleMs = 0) {
  type Entry = { value: Promise<V>; expires: number; refreshing?: boolean; settled?: { value: V } };
  const entries = new Map<string, Entry>();
  const store = (key: string, value: Promise<V>) => {
    const entry: Entry = { value, expires: now() + ttlMs };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      (settled) => (entry.settled = { value: settled }),
      // A failed load is not remembered.
      () => entries.get(key) === entry && entries.delete(key),
    );
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expires > t) return hit.value;
      if (hit && hit.expires + staleMs > t) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = load();
          next.then(
            () => store(key, next),
            () => (hit.refreshing = false),
          );
        }
        return hit.value;
      }
      const value = load();
      store(key, value);
      return value;
    },
    /** Until when `value` is the fresh answer for `key` (0 when it is not, or no longer). */
    freshUntil(key: string, value: V): number {
      const entry = entries.get(key);
      return entry?.settled && entry.settled.value === value && entry.expires > now() ? entry.expires : 0;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
