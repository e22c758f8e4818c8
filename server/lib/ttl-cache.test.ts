import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('reuses a value until it expires, then loads it again', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between requests that arrive together', async () => {
    let loads = 0;
    const cache = ttlCache<string>(1000, 10);
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${++loads}`), 10));
    const answers = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
  });

  it('forgets a failed load', async () => {
    const cache = ttlCache<string>(1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = ttlCache<string>(1000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('answers a stale value while one reload runs, then the new one', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache<number>(1000, 10, () => now, 1000);
    const load = async () => ++loads;
    await cache.get('a', load);
    now = 1500;
    const during = [cache.get('a', load), cache.get('a', load)];
    expect(await Promise.all(during)).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
    now = 5000;
    expect(await cache.get('a', load)).toBe(3);
  });
});
