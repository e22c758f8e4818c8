import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './env.ts';
import { runEntry } from './test/process.ts';

describe('environment configuration', () => {
  it('has working defaults: port 8044, ./data, sandbox on outside production', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8044,
      DATA_DIR: './data',
      PAYMENT_SANDBOX: true,
      SCRYPT_N: 2 ** 17,
      BODY_LIMIT_BYTES: 65536,
    });
    expect(parseEnv({ NODE_ENV: 'production' }).PAYMENT_SANDBOX).toBe(false);
    expect(
      parseEnv({ CORS_ORIGINS: 'https://shop.example.in/, http://localhost:3000' }).CORS_ORIGINS,
    ).toEqual(['https://shop.example.in', 'http://localhost:3000']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SCRYPT_N: '1000' }, 'SCRYPT_N'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ PAYMENT_WEBHOOK_SECRET: 'short' }, 'PAYMENT_WEBHOOK_SECRET'],
  ])('refuses %o naming %s', (vars, name) => {
    try {
      parseEnv(vars);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(z.ZodError);
      expect((error as z.ZodError).issues[0]!.path).toEqual([name]);
    }
  });

  it('stops the server with a clear message and exit code 1 on a bad PORT', async () => {
    const { code, stderr } = await runEntry('server/index.ts', [], { PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment configuration');
    expect(stderr).toMatch(/PORT: /);
  });
});
