import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/** Whether the answer is ever sent compressed (a type that shrinks, and big enough to pay). */
export const compressible = (answer: FixedAnswer) =>
  answer.body.byteLength >= MIN_COMPRESS && COMPRESSIBLE.test(answer.type);

export function fixedAnswer(body: string | Buffer, type: string): FixedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { body: bytes, type, etag };
}

export type Encoding = 'br' | 'gzip';

function preferredEncoding(accept: string): Encoding | null {
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

// Browsers send a handful of distinct Accept-Encoding values; each is read once.
const preferred = new Map<string, Encoding | null>();

/** The encoding to send: brotli, then gzip, when the client accepts it and it pays. */
export function pickEncoding(accept: string | undefined, answer: FixedAnswer): Encoding | null {
  if (!accept || !compressible(answer)) return null;
  let encoding = preferred.get(accept);
  if (encoding === undefined) {
    encoding = preferredEncoding(accept);
    if (preferred.size >= 64) preferred.clear();
    preferred.set(accept, encoding);
  }
  return encoding;
}

/** Whether an If-None-Match header names this ETag, weak or strong. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

type Quality = 'fast' | 'best';

const brotliOptions = (body: Buffer, quality: Quality) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});
const gzipOptions = (quality: Quality) => ({ level: quality === 'best' ? 9 : 6 });

function encoded(answer: FixedAnswer, encoding: Encoding, quality: Quality): Buffer {
  if (encoding === 'br')
    return (answer.br ??= brotliCompressSync(answer.body, brotliOptions(answer.body, quality)));
  return (answer.gzip ??= gzipSync(answer.body, gzipOptions(quality)));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Makes the best compressed copies before the first request needs them, on libuv's thread pool:
 * brotli at quality 11 takes a phone-sized bundle hundreds of milliseconds, which would otherwise
 * hold every other request behind the first one to ask for it. Copies already set (read from the
 * build's `.br` and `.gz` files) are kept.
 */
export async function compressAhead(answer: FixedAnswer): Promise<FixedAnswer> {
  if (!compressible(answer)) return answer;
  const [br, gz] = await Promise.all([
    answer.br ?? brotliAsync(answer.body, brotliOptions(answer.body, 'best')),
    answer.gzip ?? gzipAsync(answer.body, gzipOptions('best')),
  ]);
  answer.br = br;
  answer.gzip = gz;
  return answer;
}

// Node's Buffers here sit on plain ArrayBuffers (never shared), so they go out as they are, uncopied.
const bytes = (b: Buffer) => b as Uint8Array<ArrayBuffer>;

/** The bytes sent for an encoding (compressed once, on first demand). */
export function fixedBody(answer: FixedAnswer, encoding: Encoding | null, quality: Quality = 'fast') {
  return bytes(encoding ? encoded(answer, encoding, quality) : answer.body);
}

/**
 * Sends a fixed answer: 304 when the client holds the same ETag, else the bytes, compressed when
 * accepted. `best` compresses harder, for files cached for long (built assets).
 */
export function sendFixed(c: Context, answer: FixedAnswer, quality: Quality = 'fast'): Response {
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  if (etagMatches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', answer.type);
  const encoding = pickEncoding(c.req.header('accept-encoding'), answer);
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(fixedBody(answer, encoding, quality), 200);
}
