import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { call, placeOrder, signUp, uniqueEmail } from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    RATE_LIMIT_PER_IP: '6',
    RATE_LIMIT_PER_ACCOUNT: '3',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => h.close());

const tooMany = {
  status: 429,
  body: { error: 'Too many attempts. Please wait a few minutes and try again.' },
};
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits', () => {
  it("stops guessing one account's password after the per-account limit, with Retry-After", async () => {
    const email = uniqueEmail();
    const attempt = (ip: string) =>
      call(h, 'POST', '/api/v1/users/authorize', {
        body: { email, password: 'guess-123' },
        headers: fromIp(ip),
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`10.0.0.${i}`)).status).toBe(401);
    const blocked = await attempt('10.0.0.99');
    expect(blocked).toMatchObject(tooMany);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: all these come from one client', async () => {
    const results = [];
    for (let i = 0; i < 7; i += 1) {
      results.push(
        (
          await call(h, 'POST', '/api/v1/users/forgot-password', {
            body: { email: uniqueEmail() },
            headers: fromIp(`10.1.0.${i}`),
          })
        ).status,
      );
    }
    expect(results.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results[6]).toBe(429);
  });

  it('limits order tracking per order number', async () => {
    const fresh = await createHarness({ RATE_LIMIT_PER_ACCOUNT: '3', TRUST_PROXY: '1' });
    try {
      const { token } = await signUp(fresh);
      const id = await placeOrder(fresh, token);
      const track = (ip: string) =>
        call(fresh, 'GET', `/api/v1/orders/${id}?contactInfo=someone@example.in`, { headers: fromIp(ip) });
      for (let i = 0; i < 3; i += 1) expect((await track(`10.2.0.${i}`)).status).toBe(404);
      expect(await track('10.2.0.50')).toMatchObject(tooMany);
    } finally {
      await fresh.close();
    }
  });

  it('limits registration per client', async () => {
    const fresh = await createHarness({ RATE_LIMIT_PER_IP: '2' });
    try {
      const register = () =>
        call(fresh, 'POST', '/api/v1/users/register', {
          body: { email: uniqueEmail(), password: 'secret123', firstName: 'Ravi', lastName: 'Kumar' },
        });
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(201);
      expect(await register()).toMatchObject(tooMany);
    } finally {
      await fresh.close();
    }
  });
});
