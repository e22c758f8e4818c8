/**
 * A small in-memory cache whose entries live `ttlMs`; past `maxEntries` the oldest go first.
 * Concurrent misses for one key share one load, so a burst of shoppers costs one query. With
 * `staleMs`, an entry up to that much past its time is still answered while one reload runs, so
 * shoppers never queue behind the refresh.
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now, staleMs = 0) {
  type Entry = { value: Promise<V>; expires: number; refreshing?: boolean };
  const entries = new Map<string, Entry>();
  const store = (key: string, value: Promise<V>) => {
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttlMs });
    // A failed load is not remembered.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
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
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
