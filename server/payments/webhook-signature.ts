import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** HMAC-SHA256 of `${timestamp}.${rawBody}`, hex. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function verifyWebhook(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): 'ok' | 'stale' | 'bad-signature' {
  const { timestamp } = headers;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'stale';
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  const given = Buffer.from((headers.signature ?? '').trim().replace(/^sha256=/, ''), 'utf8');
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'bad-signature';
}
