import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test/browser-globals.ts';
import { getToken, setToken } from './auth-token.ts';
import { ApiError, apiMessages, errorMessage } from './errors.ts';
import { onUnauthorized, request } from './http.ts';

const base = 'https://api.shop.example.in/api/v1';
const server = setupServer();
const ok = z.object({ ok: z.boolean() });

let globals: ReturnType<typeof installBrowserGlobals>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  globals = installBrowserGlobals('shop.example.in');
});
afterEach(() => {
  server.resetHandlers();
  globals.uninstall();
});
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

describe('request', () => {
  it('sends JSON with the bearer token from the cookie and the host name header', async () => {
    setToken('secret-token');
    let seen: Request | undefined;
    server.use(
      http.post(`${base}/things`, async ({ request: r }) => {
        seen = r;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/things', ok, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('x-store-host')).toBe('shop.example.in');
    expect(seen?.credentials).toBe('include');
    expect(await seen?.json()).toEqual({ a: 1 });
  });

  it('sends no Authorization header when no token is stored', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${base}/things`, ({ request: r }) => {
        auth = r.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('/things', ok);
    expect(auth).toBeNull();
  });

  it('adds non-empty query values only', async () => {
    let url = '';
    server.use(
      http.get(`${base}/things`, ({ request: r }) => {
        url = r.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('/things', ok, { query: { page: '2', category: '', parentCategory: undefined } });
    expect(new URL(url).search).toBe('?page=2');
  });

  it('on a 401 removes the token, tells the session, and passes the error on', async () => {
    setToken('old');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(
      http.get(`${base}/accountInfo`, () =>
        HttpResponse.json({ error: 'Please sign in again.' }, { status: 401 }),
      ),
    );
    const error = await failure(request('/accountInfo', ok));
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Please sign in again.');
    expect(getToken()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves a session alone that the 401 was not for: signed out meanwhile, or signed in again', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${base}/lists`, async ({ request: sent }) => {
        await answered;
        return HttpResponse.json({ error: `revoked ${sent.headers.get('authorization')}` }, { status: 401 });
      }),
    );

    setToken('first');
    const outAtSignOut = failure(request('/lists', ok));
    setToken('second');
    answer();
    expect((await outAtSignOut).serverMessage).toBe('revoked Bearer first');
    expect(getToken()).toBe('second');

    const revoked = failure(request('/lists', ok, { token: 'first' }));
    expect((await revoked).status).toBe(401);
    expect(getToken()).toBe('second');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the session of a 401 to a call without a token, the browser having none either', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(http.get(`${base}/orders`, () => HttpResponse.json({ error: 'Sign in' }, { status: 401 })));
    expect((await failure(request('/orders', ok))).status).toBe(401);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's error field and status for other failures", async () => {
    server.use(
      http.post(`${base}/orders`, () => HttpResponse.json({ error: 'Out of range' }, { status: 400 })),
    );
    const error = await failure(request('/orders', ok, { method: 'POST', body: {} }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(errorMessage(error, 'fallback')).toBe('Out of range');
  });

  it('uses the fallback when a failed answer carries no error field', async () => {
    server.use(http.get(`${base}/things`, () => new HttpResponse('<html>oops</html>', { status: 502 })));
    const error = await failure(request('/things', ok));
    expect(error.status).toBe(502);
    expect(errorMessage(error, 'Failed to load products. Please try again.')).toBe(
      'Failed to load products. Please try again.',
    );
  });

  it("turns a network failure into the spec's no-response message", async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.error()));
    const error = await failure(request('/things', ok));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('No response from server. Please try again later.');
    expect(errorMessage(error, 'x')).toBe(apiMessages.noResponse);
  });

  it('turns a non-JSON success into a typed error', async () => {
    server.use(http.get(`${base}/things`, () => new HttpResponse('<!doctype html>', { status: 200 })));
    const error = await failure(request('/things', ok));
    expect(error.kind).toBe('not-json');
  });

  it('turns an answer outside the contract into a typed error instead of a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${base}/things`, () => HttpResponse.json({ ok: 'yes' })));
    const error = await failure(request('/things', ok));
    expect(error.kind).toBe('contract');
    expect(error.message).toBe(apiMessages.contract);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
