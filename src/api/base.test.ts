import { describe, expect, it } from 'vitest';
import { LOCAL_API_BASE, resolveApiBase } from './base.ts';

const at = (hostname: string, origin = `https://${hostname}`) => ({ hostname, origin });

describe('API base address', () => {
  it('uses VITE_API_BASE when it is set, without a trailing slash', () => {
    expect(resolveApiBase('https://api.example.com/api/v1/', null, at('shop.in'))).toBe(
      'https://api.example.com/api/v1',
    );
  });

  it('calls port 8044 on the local machine from localhost and 127.0.0.1', () => {
    expect(resolveApiBase(undefined, null, at('localhost', 'http://localhost:5173'))).toBe(LOCAL_API_BASE);
    expect(resolveApiBase('', null, at('127.0.0.1', 'http://127.0.0.1:4173'))).toBe(
      'http://localhost:8044/api/v1',
    );
  });

  it('calls the api subdomain of the current host over https elsewhere', () => {
    expect(resolveApiBase(undefined, undefined, at('guptasupply.in'))).toBe(
      'https://api.guptasupply.in/api/v1',
    );
  });

  it("follows the shop server's api-base meta tag, resolved against the page's origin", () => {
    expect(resolveApiBase(undefined, '/api/v1', at('127.0.0.1', 'http://127.0.0.1:9090'))).toBe(
      'http://127.0.0.1:9090/api/v1',
    );
  });

  it('lets VITE_API_BASE win over the meta tag', () => {
    expect(resolveApiBase('https://x.in/api/v1', '/api/v1', at('localhost'))).toBe('https://x.in/api/v1');
  });
});
