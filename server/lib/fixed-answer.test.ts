import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fixedAnswer, pickEncoding, sendFixed } from './fixed-answer.ts';

const big = fixedAnswer(
  JSON.stringify({ data: 'Kraft paper tape, 48 mm x 65 m. '.repeat(100) }),
  'application/json',
);
const app = new Hono().get('/answer', (c) => sendFixed(c, big));

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br', big)).toBe('br');
    expect(pickEncoding('gzip, br;q=0', big)).toBe('gzip');
    expect(pickEncoding('identity', big)).toBeNull();
    expect(pickEncoding(undefined, big)).toBeNull();
  });

  it('sends small answers and images that are already compressed as they are', () => {
    expect(pickEncoding('br', fixedAnswer('{"ok":true}', 'application/json'))).toBeNull();
    expect(pickEncoding('br', fixedAnswer(Buffer.alloc(5000), 'font/woff2'))).toBeNull();
  });
});

describe('sendFixed', () => {
  it('compresses for a client that accepts it, and the bytes come back the same', async () => {
    const br = await app.request('/answer', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(big.body)).toBe(true);
    const gz = await app.request('/answer', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(big.body)).toBe(true);
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 without a body to a client holding the same ETag, weak or strong', async () => {
    for (const tag of [big.etag, `W/${big.etag}`, `"other", ${big.etag}`]) {
      const res = await app.request('/answer', { headers: { 'If-None-Match': tag } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
    }
    expect((await app.request('/answer', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });
});
