import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './env.ts';
import { runEntry } from './test/process.ts';

describe('environment configuration', () => {
  it('has safe working defaults: production, port 8044, ./data, no sandbox, links to localhost', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8044,
      DATA_DIR: './data',
      PAYMENT_SANDBOX: false,
      SCRYPT_N: 2 ** 17,
      BODY_LIMIT_BYTES: 65536,
      TRUST_PROXY: 0,
      // Without APP_URL production listens on this machine only, where localhost links are right.
      HOST: '127.0.0.1',
      APP_URL: 'http://localhost:8044',
      PUBLIC_URL: 'http://localhost:8044',
    });
    expect(parseEnv({ NODE_ENV: 'development' }).PAYMENT_SANDBOX).toBe(false);
    expect(parseEnv({ PAYMENT_SANDBOX: '1' }).PAYMENT_SANDBOX).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', PORT: '9000' })).toMatchObject({
      HOST: '0.0.0.0',
      APP_URL: 'http://localhost:9000',
    });
    expect(parseEnv({ APP_URL: 'https://shop.example.in/' })).toMatchObject({
      HOST: '0.0.0.0',
      APP_URL: 'https://shop.example.in',
      PUBLIC_URL: 'https://shop.example.in',
    });
    expect(parseEnv({}).ORDER_ALERTS_TO).toBeUndefined();
    expect(parseEnv({ ORDER_ALERTS_TO: 'off' }).ORDER_ALERTS_TO).toBe('off');
    expect(parseEnv({ ORDER_ALERTS_TO: 'packing@shop.example.in' }).ORDER_ALERTS_TO).toBe(
      'packing@shop.example.in',
    );
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
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
    [{ ORDER_ALERTS_TO: 'the owner' }, 'ORDER_ALERTS_TO'],
  ])('refuses %o naming %s', (vars, name) => {
    try {
      parseEnv(vars);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(z.ZodError);
      expect((error as z.ZodError).issues[0]!.path).toEqual([name]);
    }
  });

  it('refuses a production server reachable from other machines without APP_URL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      /APP_URL: required in production when the shop listens beyond this machine \(HOST=0\.0\.0\.0\)/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0', APP_URL: 'https://shop.example.in' }).HOST,
    ).toBe('0.0.0.0');
  });

  it('stops a production server without APP_URL with a clear message and exit code 1', async () => {
    const { code, stderr } = await runEntry('server/index.ts', [], {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      APP_URL: '',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment configuration');
    expect(stderr).toContain('APP_URL: required in production');
  });

  it('stops the server with a clear message and exit code 1 on a bad PORT', async () => {
    const { code, stderr } = await runEntry('server/index.ts', [], { PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment configuration');
    expect(stderr).toMatch(/PORT: /);
  });
});
