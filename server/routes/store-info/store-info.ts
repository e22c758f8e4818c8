import { Hono } from 'hono';
import type { StoreInfoInput } from '../../../src/contract/store-info.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
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
    ...(store.whatsapp && { whatsapp: store.whatsapp }),
  };
}

// The configuration and PUBLIC_URL are read once at start: the answer changes only with a restart.
export function storeInfoRoutes(deps: Deps, publicCache: PublicCache) {
  return new Hono<AppEnv>().get('/storeInfo', publicCache({ seconds: 3600 }), (c) =>
    c.json(storeInfoBody(deps.store, deps.env.PUBLIC_URL)),
  );
}
