import { DEVICE_ID } from '../contract/limits.ts';

/** Where this browser keeps its own random name (never sent anywhere but the sign-in). */
export const DEVICE_ID_KEY = 'device-id';

/**
 * This browser's own random name, made the first time it signs in and kept in its storage: the
 * sign-in sends it (an extension) so the server can tell a browser the account has used before
 * from a new one, and e-mail the account's owner about the new one. Undefined where there is no
 * storage (the server's render, a browser that refuses it): the sign-in then goes without.
 */
export function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    if (kept && DEVICE_ID.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
