import { describe, expect, it } from 'vitest';
import { ApiError, isNotOffered, unlessNotOffered } from './errors.ts';

const http = (status: number) => new ApiError('http', `Request failed (Status: ${status})`, status);

describe('isNotOffered', () => {
  it('reads a 404 or 405 answer as "this server does not offer it"', () => {
    expect(isNotOffered(http(404))).toBe(true);
    expect(isNotOffered(http(405))).toBe(true);
  });

  it('leaves every other failure a failure', () => {
    for (const status of [400, 401, 403, 409, 429, 500, 502, 503])
      expect(isNotOffered(http(status))).toBe(false);
    expect(isNotOffered(new ApiError('network', 'No response'))).toBe(false);
    expect(isNotOffered(new ApiError('contract', 'Odd shape', 404))).toBe(false);
    expect(isNotOffered(new Error('404'))).toBe(false);
    expect(isNotOffered(undefined)).toBe(false);
  });
});

describe('unlessNotOffered', () => {
  it("answers with the call's own answer when the server offers it", async () => {
    await expect(
      unlessNotOffered(
        async () => 'served',
        () => 'fallback',
      ),
    ).resolves.toBe('served');
  });

  it('answers with the fallback on a 404 or 405', async () => {
    for (const status of [404, 405]) {
      await expect(
        unlessNotOffered(
          () => Promise.reject(http(status)),
          () => 'fallback',
        ),
      ).resolves.toBe('fallback');
    }
  });

  it('passes any other failure on unchanged', async () => {
    const failure = http(500);
    await expect(
      unlessNotOffered(
        () => Promise.reject(failure),
        () => 'fallback',
      ),
    ).rejects.toBe(failure);
  });
});
