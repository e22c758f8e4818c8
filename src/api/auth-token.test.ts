import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken, tokenCookie } from './auth-token.ts';
import { installBrowserGlobals } from '../test/browser-globals.ts';

describe('auth_token cookie', () => {
  it('lives 30 days on path / with SameSite=Lax, and is Secure on https', () => {
    expect(tokenCookie('abc', true)).toBe('auth_token=abc; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(tokenCookie('abc', false)).not.toContain('Secure');
  });

  describe('in a browser', () => {
    let globals: ReturnType<typeof installBrowserGlobals>;
    beforeEach(() => {
      globals = installBrowserGlobals('shop.example.in', 'https:');
    });
    afterEach(() => globals.uninstall());

    it('is stored, read back and removed', () => {
      expect(getToken()).toBeUndefined();
      setToken('tok en/1');
      expect(getToken()).toBe('tok en/1');
      expect(globals.writes[0]).toContain('Secure');
      clearToken();
      expect(getToken()).toBeUndefined();
    });
  });
});
