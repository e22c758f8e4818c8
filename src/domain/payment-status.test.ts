import { describe, expect, it } from 'vitest';
import {
  nextPaymentStatus,
  OFFER_CHOICES_AFTER_MS,
  PAYMENT_POLL_MS,
  STILL_WAITING_AFTER_MS,
  waitPhase,
} from './payment-status.ts';

describe('nextPaymentStatus', () => {
  it('moves a pending payment to its verdict, once', () => {
    expect(nextPaymentStatus('pending', 'paid')).toBe('paid');
    expect(nextPaymentStatus('pending', 'failed')).toBe('failed');
    expect(nextPaymentStatus('pending', 'expired')).toBe('expired');
  });

  it('refuses any verdict on a payment that has one (no paid after failed, no second paid)', () => {
    for (const from of ['paid', 'failed', 'expired'] as const) {
      for (const to of ['paid', 'failed', 'expired'] as const) {
        expect(nextPaymentStatus(from, to), `${from} → ${to}`).toBeNull();
      }
    }
  });
});

describe('waitPhase', () => {
  it('waits, then says it is still waiting, then offers the choices after ten minutes', () => {
    expect(waitPhase(0)).toBe('waiting');
    expect(waitPhase(STILL_WAITING_AFTER_MS - 1)).toBe('waiting');
    expect(waitPhase(STILL_WAITING_AFTER_MS)).toBe('still-waiting');
    expect(waitPhase(OFFER_CHOICES_AFTER_MS - 1)).toBe('still-waiting');
    expect(waitPhase(10 * 60_000)).toBe('offer-choices');
  });

  it('polls no more often than every three seconds', () => {
    expect(PAYMENT_POLL_MS).toBeGreaterThanOrEqual(3_000);
  });
});
