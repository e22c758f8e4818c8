import { MAX_STOCK_ALERTS } from '../contract/limits.ts';
import { unconfirmedBefore } from '../domain/stock-alerts.ts';
import { browserStorage } from './stored-list.ts';

/**
 * The back-in-stock alerts a guest asked for in this browser, so a sold-out product's page says so
 * when they come back instead of offering the form again: the address the link went to, and
 * whether this browser confirmed it (the link page, /stock-alert). An ask not confirmed here is
 * forgotten after the link's 48 hours; a confirmed one when its link page cancels it. Kept on this
 * device only; storage refused or unreadable keeps nothing, and the page offers the form as before.
 */
const KEY = 'guest-stock-alerts';

interface Ask {
  productId: string;
  size?: string;
  email: string;
  /** When it was asked or confirmed (ISO). */
  at: string;
  confirmed?: true;
}

const text = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** A kept entry as written, or null (checked by hand: zod would weigh on the product page's first load). */
function readAsk(entry: unknown): Ask | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { productId, size, email, at, confirmed } = entry as Record<string, unknown>;
  if (!text(productId) || !text(email) || !text(at) || Number.isNaN(Date.parse(at))) return null;
  if (size !== undefined && !text(size)) return null;
  return { productId, ...(size && { size }), email, at, ...(confirmed === true && { confirmed }) };
}

export interface AlertOf {
  productId: string;
  size?: string | undefined;
}

const same = (a: AlertOf) => (b: AlertOf) => a.productId === b.productId && (a.size ?? '') === (b.size ?? '');

function read(storage: Storage | undefined, now: Date): Ask[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    const cutoff = unconfirmedBefore(now).getTime();
    return list.flatMap((entry) => {
      const kept = readAsk(entry);
      return kept && (kept.confirmed || Date.parse(kept.at) > cutoff) ? [kept] : [];
    });
  } catch {
    return [];
  }
}

function write(storage: Storage | undefined, list: readonly Ask[]) {
  try {
    if (list.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(list.slice(0, MAX_STOCK_ALERTS)));
  } catch {
    // Storage full or refused: the alert still stands, this browser just does not remember it.
  }
}

/** What this browser remembers of a guest's alert for the product (and size): where, and whether set. */
export function rememberedAsk(
  alert: AlertOf,
  now = new Date(),
  storage = browserStorage(),
): { email: string; confirmed: boolean } | undefined {
  const found = read(storage, now).find(same(alert));
  return found && { email: found.email, confirmed: found.confirmed === true };
}

/** A guest asked (its link is on the way to `email`), or confirmed it here (`confirmed`). */
export function rememberAsk(
  alert: AlertOf & { email: string },
  { confirmed = false, now = new Date(), storage = browserStorage() } = {},
): void {
  const entry: Ask = {
    productId: alert.productId,
    ...(alert.size && { size: alert.size }),
    email: alert.email,
    at: now.toISOString(),
    ...(confirmed && { confirmed: true as const }),
  };
  write(storage, [entry, ...read(storage, now).filter((a) => !same(alert)(a))]);
}

/** The guest cancelled it, or wants the form back for another address. */
export function forgetAsk(alert: AlertOf, now = new Date(), storage = browserStorage()): void {
  write(
    storage,
    read(storage, now).filter((a) => !same(alert)(a)),
  );
}
