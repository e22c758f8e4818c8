import Bowser from 'bowser';

/** Browser names as a shopper knows them, where Bowser's are longer. */
const SHORTER: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Android Browser': 'Browser',
};

/**
 * What the list of devices calls a session: the browser and system it was signed in on, from the
 * User-Agent at sign-in ("Chrome on Android", "Safari on iOS"), by Bowser; null when the header is
 * missing or names neither (a script). Only this label is kept, never the header itself.
 */
export function deviceOf(userAgent: string | undefined): string | null {
  const ua = userAgent?.trim().slice(0, 500);
  if (!ua) return null;
  const { browser, os } = Bowser.parse(ua);
  const name = browser.name ? (SHORTER[browser.name] ?? browser.name) : undefined;
  if (name && os.name) return `${name} on ${os.name}`;
  return name ?? os.name ?? null;
}
