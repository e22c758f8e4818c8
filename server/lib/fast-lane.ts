import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { etagMatches, fixedBody, pickEncoding, type FixedAnswer } from './fixed-answer.ts';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;
type Variant = 'identity' | 'br' | 'gzip' | '304';
interface Entry {
  answer: FixedAnswer;
  until: number;
  headers: Partial<Record<Variant, Record<string, string>>>;
}

const MAX_ENTRIES = 2_000;
const notes = new WeakMap<Request, { answer: FixedAnswer; until: number }>();

/**
 * Tells the lane that this request's answer is `answer` (sent with sendFixed) until `until`, and
 * that it depends on nothing but the request's URL, Accept-Encoding and If-None-Match. Without a
 * lane in front of the app (tests, pages rendered in-process) it does nothing.
 */
export function replayable(c: Context, answer: FixedAnswer, until: number): void {
  notes.set(c.req.raw, { answer, until });
}

/**
 * Answers repeated catalogue requests without running the app for them: the middleware, routing,
 * query validation and the Headers objects cost most of such a request (bench/README.md).
 *
 * The first request for a URL goes through the app. When its route called `replayable`, the lane
 * keeps the complete response the app made (every middleware's headers included) for that URL,
 * per case: each encoding, and 304. Later requests for the URL in a case already seen get those
 * headers and the answer's bytes from the lane, until the route's `until`. Requests the
 * middleware could answer differently go through the app: other methods, an Origin header (CORS),
 * a body (the size limit), or a response that sets a cookie; the forwarded protocol, which
 * changes HSTS behind a proxy, is part of the key.
 */
export function fastLane(fetch: Fetch, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function remember(key: string, note: { answer: FixedAnswer; until: number }, res: Response) {
    if ((res.status !== 200 && res.status !== 304) || res.headers.has('set-cookie')) return;
    const variant: Variant = res.status === 304 ? '304' : encodingOf(res.headers.get('content-encoding'));
    let entry = entries.get(key);
    if (!entry || entry.answer !== note.answer) {
      entry = { answer: note.answer, until: note.until, headers: {} };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    const headers = Object.fromEntries(res.headers);
    // As Node adds it to the app's answers; given here, it needs no reckoning per request.
    if (variant !== '304')
      headers['content-length'] = String(fixedBody(note.answer, encodings[variant]).byteLength);
    entry.headers[variant] = headers;
  }

  return (request: Request, env?: unknown): Response | Promise<Response> => {
    if (request.method !== 'GET') return fetch(request, env);
    const header = headerReader(request, env);
    if (header('origin') !== undefined || header('content-length') !== undefined) return fetch(request, env);
    if (header('transfer-encoding') !== undefined) return fetch(request, env);
    const key = `${request.url} ${header('x-forwarded-proto') ?? ''}`;
    const entry = entries.get(key);
    if (entry && entry.until > now()) {
      const notModified = etagMatches(header('if-none-match'), entry.answer.etag);
      const encoding = notModified ? null : pickEncoding(header('accept-encoding'), entry.answer);
      const headers = entry.headers[notModified ? '304' : (encoding ?? 'identity')];
      if (headers) {
        const status = notModified ? 304 : 200;
        const body = notModified ? null : fixedBody(entry.answer, encoding);
        // Behind @hono/node-server the answer goes straight to Node's response: no Response or
        // Headers object to build and convert back, which was most of what such a request cost.
        const outgoing = outgoingOf(env);
        if (!outgoing) return new Response(body, { status, headers });
        outgoing.writeHead(status, headers);
        outgoing.end(body);
        return RESPONSE_ALREADY_SENT;
      }
    }
    return Promise.resolve(fetch(request, env)).then((res) => {
      const note = notes.get(request);
      if (note && note.until > now()) remember(key, note, res);
      return res;
    });
  };
}

const encodingOf = (value: string | null): Variant =>
  value === 'br' || value === 'gzip' ? value : 'identity';
const encodings = { identity: null, br: 'br', gzip: 'gzip' } as const;

const outgoingOf = (env: unknown): ServerResponse | undefined =>
  (env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/**
 * Reads request headers from Node's own parsed headers when the request came through
 * @hono/node-server (it passes `{ incoming }`), which spares building a Headers object; a repeated
 * header reads as the app sees it, its values joined with ', '.
 */
function headerReader(request: Request, env: unknown): (name: string) => string | undefined {
  const incoming = (env as { incoming?: { headers?: IncomingHttpHeaders } } | undefined)?.incoming;
  const raw = incoming?.headers;
  if (!raw) return (name) => request.headers.get(name) ?? undefined;
  return (name) => {
    const value = raw[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}
