import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** Bytes served as they are, with their ETag and compressed copies made on first demand. */
export interface FixedAnswer {
  body: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

// Below this a compressed answer saves less than its headers cost.
const MIN_COMPRESS = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

export function fixedAnswer(body: string | Buffer, type: string): FixedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { body: bytes, type, etag };
}

/** The encoding to send: brotli, then gzip, when the client accepts it and it pays. */
export function pickEncoding(accept: string | undefined, answer: FixedAnswer): 'br' | 'gzip' | null {
  if (!accept || answer.body.byteLength < MIN_COMPRESS || !COMPRESSIBLE.test(answer.type)) return null;
  const offered = accept.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    return { name: name.trim(), q: q === undefined ? 1 : Number(q) };
  });
  const accepts = (name: string) => offered.some((o) => (o.name === name || o.name === '*') && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function encoded(answer: FixedAnswer, encoding: 'br' | 'gzip', quality: 'fast' | 'best'): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.byteLength,
      },
    });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body, { level: quality === 'best' ? 9 : 6 });
  return answer.gzip;
}

// Node's Buffers here sit on plain ArrayBuffers (never shared), so they go out as they are, uncopied.
const bytes = (b: Buffer) => b as Uint8Array<ArrayBuffer>;

/**
 * Sends a fixed answer: 304 when the client holds the same ETag, else the bytes, compressed when
 * accepted. `best` compresses harder, for files cached for long (built assets).
 */
export function sendFixed(c: Context, answer: FixedAnswer, quality: 'fast' | 'best' = 'fast'): Response {
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', answer.type);
  const encoding = pickEncoding(c.req.header('accept-encoding'), answer);
  if (!encoding) return c.body(bytes(answer.body), 200);
  c.header('Content-Encoding', encoding);
  return c.body(bytes(encoded(answer, encoding, quality)), 200);
}
