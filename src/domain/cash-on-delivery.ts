import { formatMoney } from './money.ts';

/**
 * Cash on delivery: offered for an order when the shop offers it at all (store configuration),
 * the order's PIN allows it (the owner's PIN table) and the order is not above the owner's cap.
 * The fee, when the owner sets one, is added to the order as its own line once the shopper
 * chooses it. The server decides with this rule; the payment page only shows its answer.
 */

/** The owner's terms (store configuration `cashOnDelivery`), in paise. */
export interface CodTerms {
  /** Orders above this value (before the fee) are not offered cash on delivery. */
  maxOrderPaise: number;
  /** Added to the order when the shopper chooses cash on delivery; 0 for none. */
  feePaise: number;
}

/** Why an order is not offered cash on delivery: the shop does not offer it, the PIN, the value. */
export type CodRefusal = 'off' | 'pin' | 'cap';

export type CodOffer =
  | { offered: true; feePaise: number; duePaise: number }
  | { offered: false; reason: CodRefusal; maxOrderPaise?: number };

/** The payment method's value on the wire. */
export const COD_METHOD = 'cod';

export function codOffer(terms: CodTerms | undefined, pinAllowsCod: boolean, orderPaise: number): CodOffer {
  if (!terms) return { offered: false, reason: 'off' };
  if (!pinAllowsCod) return { offered: false, reason: 'pin' };
  if (orderPaise > terms.maxOrderPaise)
    return { offered: false, reason: 'cap', maxOrderPaise: terms.maxOrderPaise };
  return { offered: true, feePaise: terms.feePaise, duePaise: orderPaise + terms.feePaise };
}

/** Amounts in rupees, as the screens and the wire have them. */
export const codTexts = {
  available: 'Cash on delivery available',
  method: 'Cash on delivery',
  methodWithFee: (fee: number) => `Cash on delivery (+${formatMoney(fee)} fee)`,
  fee: 'Cash on delivery fee',
  feeIncluded: (fee: string) => `This includes the ${fee} cash on delivery fee.`,
  due: (amount: number) => `Pay ${formatMoney(amount)} in cash when your order arrives.`,
  offered: (fee: number, due: number) =>
    fee > 0
      ? `Cash on delivery is available for this order: a ${formatMoney(fee)} fee is added, and you pay ${formatMoney(due)} when it arrives.`
      : `Cash on delivery is available for this order: you pay ${formatMoney(due)} when it arrives.`,
  notForPin: (pin: string) => `Cash on delivery is not available for PIN code ${pin}.`,
  overCap: (max: number) => `Cash on delivery is available on orders up to ${formatMoney(max)}.`,
  badge: 'Cash on delivery',
  /** The payment form's button once cash on delivery is chosen: nothing is paid now. */
  confirm: 'Confirm order',
} as const;

/** Why the server refused cash on delivery for an order (POST /payments, 409). */
export const codRefusalMessage = (reason: CodRefusal, pin: string, maxOrderRupees?: number): string =>
  reason === 'pin'
    ? codTexts.notForPin(pin)
    : reason === 'cap' && maxOrderRupees !== undefined
      ? codTexts.overCap(maxOrderRupees)
      : 'Cash on delivery is not offered. Please choose another payment method.';
