import { PIN_CODE } from '../contract/limits.ts';
import { browserStorage } from './stored-list.ts';

/** The PIN the shopper last checked delivery for, kept in this browser so the next product page asks again. */
const KEY = 'delivery-pin';

/** The kept PIN, or nothing where none is kept, storage is refused or the kept value is not a PIN. */
export function storedDeliveryPin(storage = browserStorage()): string | undefined {
  try {
    const pin = storage?.getItem(KEY) ?? undefined;
    return pin !== undefined && PIN_CODE.test(pin) ? pin : undefined;
  } catch {
    return undefined;
  }
}

export function keepDeliveryPin(pin: string, storage = browserStorage()): void {
  try {
    storage?.setItem(KEY, pin);
  } catch {
    // Storage full or refused: the check still answers, it is just not remembered.
  }
}
