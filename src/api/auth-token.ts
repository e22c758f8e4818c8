export const TOKEN_COOKIE = 'auth_token';
export const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const hasDocument = () => typeof document !== 'undefined';

let serverCookies: string | undefined;

/**
 * The server's render of a page reads the request's cookies here, only to render the header as
 * the browser will (signed in or not); it never sends the token anywhere. Set for one synchronous
 * render and cleared after it.
 */
export function withRequestCookies<T>(cookieHeader: string | undefined, render: () => T): T {
  serverCookies = cookieHeader ?? '';
  try {
    return render();
  } finally {
    serverCookies = undefined;
  }
}

export function getToken(): string | undefined {
  const cookies = hasDocument() ? document.cookie : serverCookies;
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
