import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../test/client.ts';
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
  it("stops one address guessing an account's password, with Retry-After, but not the owner elsewhere", async () => {
    const proxied = await createHarness({ RATE_LIMIT_PER_ACCOUNT: '3', TRUST_PROXY: '1' });
    try {
      const { email, password } = await signUp(proxied);
      const attempt = (ip: string, pass = 'guess-123') =>
        call(proxied, 'POST', '/api/v1/users/authorize', {
          body: { email, password: pass },
          headers: fromIp(ip),
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.66')).status).toBe(401);
      const blocked = await attempt('10.0.0.66');
      expect(blocked).toMatchObject(tooMany);
      const wait = Number(blocked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(900);
      // The attacker's guesses do not lock the owner out from their own address.
      expect((await attempt('10.0.0.7', password)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('behind a trusted proxy, counts the address the proxy saw, not what the client wrote', async () => {
    const proxied = await createHarness({ RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '1' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await call(proxied, 'POST', '/api/v1/users/forgot-password', {
          body: { email: uniqueEmail() },
          // A client writes its own X-Forwarded-For; the proxy appends the real address.
          headers: fromIp(`1.2.3.${i}, 203.0.113.9`),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const twoHops = await createHarness({ RATE_LIMIT_PER_IP: '1', TRUST_PROXY: '2' });
      try {
        const send = (xff: string) =>
          call(twoHops, 'POST', '/api/v1/users/forgot-password', {
            body: { email: uniqueEmail() },
            headers: fromIp(xff),
          });
        expect((await send('6.6.6.6, 198.51.100.4, 10.0.0.2')).status).toBe(200);
        expect((await send('7.7.7.7, 198.51.100.4, 10.0.0.3')).status).toBe(429);
        expect((await send('7.7.7.7, 198.51.100.5, 10.0.0.3')).status).toBe(200);
      } finally {
        await twoHops.close();
      }
    } finally {
      await proxied.close();
    }
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
        apiClient(fresh).users.register.$post({
          json: { email: uniqueEmail(), password: 'secret123', firstName: 'Ravi', lastName: 'Kumar' },
        });
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(201);
      const refused = await register();
      expect(refused.status).toBe(tooMany.status);
      expect(await errorOf(refused)).toBe(tooMany.body.error);
    } finally {
      await fresh.close();
    }
  });
});
