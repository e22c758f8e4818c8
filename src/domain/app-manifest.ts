/**
 * The installed shop's web app manifest: built into dist/manifest.webmanifest with the default
 * name (vite.config.ts), and served by the shop's server with the store's own name
 * (server/routes/seo). Icons are drawn by `npm run icons` (scripts/app-icons.ts).
 */
export const BRAND_COLOUR = '#3e63dd';
export const DARK_BACKGROUND = '#111113';

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** A home-screen label stays short: launchers cut names after about 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : name.slice(0, 12);
}

export function appManifest(name: string, description: string): AppManifest {
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND_COLOUR,
    background_color: '#ffffff',
    categories: ['shopping', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
