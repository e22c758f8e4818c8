export const LOCAL_API_BASE = 'http://localhost:8044/api/v1';

interface Where {
  hostname: string;
  origin: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The API base address (spec section 7): VITE_API_BASE when set; the `api-base` meta tag the
 * shop's own server injects into the page it serves (so the app reaches its API on any host or
 * port); otherwise port 8044 on localhost, or the api subdomain of the current host over https.
 */
export function resolveApiBase(
  envBase: string | undefined,
  metaBase: string | null | undefined,
  where: Where,
) {
  if (envBase?.trim()) return trimSlash(envBase.trim());
  if (metaBase?.trim()) return trimSlash(new URL(metaBase.trim(), where.origin).href);
  if (where.hostname === 'localhost' || where.hostname === '127.0.0.1') return LOCAL_API_BASE;
  return `https://api.${where.hostname}/api/v1`;
}

let cached: string | undefined;

export function apiBase(): string {
  cached ??= resolveApiBase(
    import.meta.env.VITE_API_BASE,
    globalThis.document?.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content,
    globalThis.location ?? { hostname: 'localhost', origin: 'http://localhost' },
  );
  return cached;
}
