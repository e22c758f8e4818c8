/**
 * The shop's light and dark themes. The shop follows the system setting until the shopper picks
 * one with the header's toggle; the pick is kept in a cookie, so the server renders the next page
 * in it. For a shopper who has not picked, a small script in <head> (THEME_SCRIPT, allowed by its
 * hash in the Content-Security-Policy) marks <html> dark before the first paint when the system
 * is dark: no page flashes the wrong theme either way.
 */

export type Appearance = 'light' | 'dark';

export const THEME_COOKIE = 'theme';

/** The theme a Cookie header (or document.cookie) holds, if the shopper picked one. */
export function themeFromCookies(cookies: string | undefined): Appearance | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === THEME_COOKIE && (value === 'light' || value === 'dark')) return value;
  }
  return undefined;
}

/** The cookie that keeps a pick for a year (read by the server's render and by THEME_SCRIPT). */
export const themeCookie = (appearance: Appearance, secure: boolean): string =>
  `${THEME_COOKIE}=${appearance}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Runs in <head> before the page paints: the picked theme, else the system's, as a class on
 * <html> that Radix Themes' dark rules key on (`.dark :where(.radix-themes:not(.light))`).
 */
export const THEME_SCRIPT =
  "(function(){try{var m=/(?:^|; )theme=(light|dark)(?:;|$)/.exec(document.cookie);var d=m?m[1]==='dark':matchMedia('(prefers-color-scheme: dark)').matches;var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(x){}})()";

/** Marks <html> with the appearance (what THEME_SCRIPT does first, and the toggle after). */
export function applyAppearance(root: HTMLElement, appearance: Appearance): void {
  root.classList.toggle('dark', appearance === 'dark');
  root.style.colorScheme = appearance;
}

export const themeTexts = {
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
} as const;
