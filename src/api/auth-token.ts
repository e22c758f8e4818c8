import { SIGN_IN_DAYS } from '../contract/limits.ts';

export const TOKEN_COOKIE = 'auth_token';
export const TOKEN_MAX_AGE_SECONDS = SIGN_IN_DAYS * 24 * 60 * 60;

const hasDocument = () => typeof document !== 'undefined';

/**
 * The stored token: from the browser's cookies, or from a request's Cookie header (the server's
 * render reads it only to render the header as the browser will; it never sends it anywhere).
 */
export function getToken(cookies = hasDocument() ? document.cookie : undefined): string | undefined {
  if (cookies === undefined) return undefined;
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
}

/** Cookie `auth_token`: 30 days, path '/', SameSite=Lax, Secure on https (spec section 7). */
export function tokenCookie(token: string, secure: boolean, maxAge = TOKEN_MAX_AGE_SECONDS): string {
  const parts = [
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function setToken(token: string): void {
  if (hasDocument()) document.cookie = tokenCookie(token, isHttps());
}

export function clearToken(): void {
  if (hasDocument()) document.cookie = tokenCookie('', isHttps(), 0);
}
