import { Hono } from 'hono';
import type { StoreInfoInput } from '../../../src/contract/store-info.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { replayable } from '../../lib/fast-lane.ts';
import { fixedAnswer, sendFixed, type FixedAnswer } from '../../lib/fixed-answer.ts';
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
  // The configuration and PUBLIC_URL are read once at start: one answer for everyone.
  let entry: FixedAnswer | undefined;
  return new Hono<AppEnv>().get('/storeInfo', (c) => {
    entry ??= fixedAnswer(
      JSON.stringify(storeInfoBody(deps.store, deps.env.PUBLIC_URL)),
      'application/json; charset=UTF-8',
    );
    replayable(c, entry, Infinity);
    c.header('Cache-Control', 'no-cache');
    return sendFixed(c, entry);
  });
}
