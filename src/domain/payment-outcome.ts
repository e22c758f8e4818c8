import type { PaymentResponse } from '../contract/payment.ts';

export const paymentOutcomeMessages = {
  unknown: 'Unknown error occurred during payment process',
  unsafe:
    'The payment provider sent an unsafe address, so we did not open it. Please try again or choose another method.',
} as const;

/** Where the shopper may be sent: another site (http, https, upi) or a page of this shop. */
export type Target = { kind: 'external'; href: string } | { kind: 'internal'; path: string };

export interface PostFormInput {
  name: string;
  value: string;
}

export type PaymentOutcome =
  | { kind: 'post-form'; action: string; inputs: PostFormInput[] }
  | { kind: 'go'; target: Target }
  | { kind: 'qr'; qrText?: string; imageSrc?: string; upiLink?: string }
  | { kind: 'initiated' }
  | { kind: 'error'; message: string };

const WEB = new Set(['http:', 'https:']);

/**
 * A payment provider's address, if the shop may follow it: absolute http(s), upi: when allowed,
 * or a path on this shop ('/orders'). javascript:, data:, protocol-relative ('//evil') and other
 * relative text are refused.
 */
export function followableTarget(raw: string | undefined, { allowUpi = true } = {}): Target | null {
  const text = raw?.trim();
  if (!text) return null;
  if (/^\/(?![/\\])/.test(text) && !/[\s\\]/.test(text)) return { kind: 'internal', path: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (WEB.has(url.protocol) || (allowUpi && url.protocol === 'upi:')) {
    return { kind: 'external', href: url.href };
  }
  return null;
}

const unsafe: PaymentOutcome = { kind: 'error', message: paymentOutcomeMessages.unsafe };
const unknown: PaymentOutcome = { kind: 'error', message: paymentOutcomeMessages.unknown };

const go = (raw: string | undefined): PaymentOutcome => {
  if (!raw?.trim()) return unknown;
  const target = followableTarget(raw);
  return target ? { kind: 'go', target } : unsafe;
};

/** qrBase64 comes with or without its data: prefix; only a PNG or other image is shown. */
function imageSource(base64: string | undefined): string | undefined | null {
  const text = base64?.trim();
  if (!text) return undefined;
  if (!text.toLowerCase().startsWith('data:')) return `data:image/png;base64,${text}`;
  return /^data:image\/[a-z0-9.+-]+;base64,/i.test(text) ? text : null;
}

function redirectPost(action: NonNullable<PaymentResponse['action']>): PaymentOutcome {
  if (!action.redirectUrl) return unknown;
  const target = followableTarget(action.redirectUrl, { allowUpi: false });
  if (target?.kind !== 'external') return unsafe;
  const params = action.formParams ?? {};
  const inputs: PostFormInput[] = [
    { name: 'type', value: params.type ?? '' },
    { name: 'url', value: params.url ?? '' },
    ...Object.entries(params.data ?? {}).map(([key, value]) => ({ name: `data[${key}]`, value })),
  ];
  return { kind: 'post-form', action: target.href, inputs };
}

function qr(action: NonNullable<PaymentResponse['action']>): PaymentOutcome {
  const qrText = action.qr?.trim();
  if (qrText) {
    const upiLink = /^upi:\/\/pay\?/i.test(qrText) ? qrText : undefined;
    return { kind: 'qr', qrText, ...(upiLink ? { upiLink } : {}) };
  }
  const imageSrc = imageSource(action.qrBase64);
  if (imageSrc === null) return unsafe;
  return imageSrc ? { kind: 'qr', imageSrc } : unknown;
}

/** What a POST /payments answer means for the shopper (spec section 4, "Payment outcome"). */
export function paymentOutcome(response: PaymentResponse): PaymentOutcome {
  if (response.success === false) {
    return { kind: 'error', message: response.error?.trim() || paymentOutcomeMessages.unknown };
  }
  const action = response.action;
  if (action?.type === 'redirect_post') return redirectPost(action);
  if (action?.type === 'deeplink') return go(action.redirectUrl);
  if (action?.type === 'qr') return qr(action);
  if (response.success === true && response.redirectUrl) return go(response.redirectUrl);
  if (response.success === true) return { kind: 'initiated' };
  return { kind: 'error', message: response.error?.trim() || paymentOutcomeMessages.unknown };
}
