import { Hono } from 'hono';
import type { StoreInfoInput } from '../../../src/contract/store-info.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { replayable } from '../../lib/fast-lane.ts';
import { fixedAnswer, sendFixed, type FixedAnswer } from '../../lib/fixed-answer.ts';
import { publicBase } from '../../lib/origins.ts';
import type { StoreConfig } from '../../lib/store-config.ts';

const absolute = (base: string, path: string) => (path.startsWith('/') ? `${base}${path}` : path);

export function storeInfoBody(store: StoreConfig, base: string): StoreInfoInput {
  return {
    storeName: store.storeName,
    companyName: store.companyName,
    companyAddress: store.companyAddress,
    companyEmail: store.companyEmail,
    companyPhone: store.companyPhone,
    companyLogoUrl: absolute(base, store.companyLogoUrl),
    description: store.description,
    categories: store.categories,
    categoryImages: Object.fromEntries(
      Object.entries(store.categoryImages).map(([name, path]) => [name, absolute(base, path)]),
    ),
    // Served raw: the browser fills in the {{placeholders}} and sanitises the HTML.
    policies: store.policies,
    upiId: store.upiId,
  };
}

export function storeInfoRoutes(deps: Deps) {
  // The configuration is read once at start; only the image base differs between origins.
  const cache = new Map<string, FixedAnswer>();
  return new Hono<AppEnv>().get('/storeInfo', (c) => {
    const base = publicBase(c, deps.env);
    let entry = cache.get(base);
    if (!entry) {
      entry = fixedAnswer(JSON.stringify(storeInfoBody(deps.store, base)), 'application/json; charset=UTF-8');
      if (cache.size < 32) cache.set(base, entry);
    }
    if (cache.get(base) === entry) replayable(c, entry, Infinity);
    c.header('Cache-Control', 'no-cache');
    return sendFixed(c, entry);
  });
}
