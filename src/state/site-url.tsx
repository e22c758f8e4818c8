import { createContext, useContext, type ReactNode } from 'react';

/**
 * The shop's own address (APP_URL on the server), for canonical links, link previews and
 * structured data. The server renders with its configured address and sends it with the page
 * (src/app/server-render.ts), so the browser's render agrees; a page rendered in the browser only
 * uses the address it was opened at.
 */
const SiteUrl = createContext<string | undefined>(undefined);

export function SiteUrlProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <SiteUrl.Provider value={value}>{children}</SiteUrl.Provider>;
}

export function useSiteUrl(): string {
  const given = useContext(SiteUrl);
  if (given) return given;
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}
