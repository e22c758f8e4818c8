import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  appendReviewLog,
  headCommit,
  listChanges,
  listResultPictures,
  readRemovedList,
  sha256,
  visualFolders,
  type Change,
  type Decision,
  type LogEntry,
  type VisualFolders,
} from './visual-changes.ts';
import { renderReviewPage } from './visual-review-page.ts';

// `npm run visual:review [-- --port 4400]`: a review app on 127.0.0.1 for the pictures the last
// storybook run found different or removed. Approve writes the actual picture as the baseline and
// deletes the actual and diff (a removed picture: deletes its baseline); reject keeps them all.
// Each decision is one line of visual/review-log.jsonl, which the gate (scripts/visual-gate.ts)
// reads.

export const LIMITS = { reviewer: 80, comment: 1000, body: 16 * 1024 } as const;

export interface ReviewServerOptions {
  /** The repository (default: this one); relative folders are resolved against it. */
  root?: string;
  /** Other folders for the baselines, results and log (a test's temporary copy). */
  folders?: Partial<VisualFolders>;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Where `git rev-parse HEAD` runs for the log's commit (default: root). */
  gitDir?: string;
  now?: () => Date;
}

export interface ReviewServer {
  url: string;
  folders: VisualFolders;
  close: () => Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((done, fail) => {
    const chunks: Buffer[] = [];
    let length = 0;
    // A body too large is read to its end (and dropped) so that the answer reaches the client.
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= LIMITS.body) chunks.push(chunk);
    });
    request.on('end', () =>
      length > LIMITS.body
        ? fail(new HttpError(400, `The request is larger than ${LIMITS.body} bytes.`))
        : done(Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', fail);
  });
}

// Letters, digits, spaces and the punctuation of names; no control or invisible characters.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const COMMENT_CONTROL = /[\p{Cf}\u2028\u2029]|(?![\n\t])\p{Cc}/u;

interface DecisionRequest {
  picture: string;
  actualSha256: string;
  decision: Decision;
  reviewer: string;
  comment: string;
}

/** Checks a decision's fields; `find` looks the picture up among the changes listed now. */
async function parseDecision(
  body: string,
  find: (picture: string) => Promise<Change | undefined>,
): Promise<{ request: DecisionRequest; change: Change }> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'The body is not JSON.');
  }
  if (typeof value !== 'object' || value === null) throw new HttpError(400, 'The body is not a JSON object.');
  const { picture, actualSha256, decision, reviewer, comment = '' } = value as Record<string, unknown>;
  if (typeof picture !== 'string') throw new HttpError(400, 'picture is missing.');
  const change = await find(picture);
  if (!change)
    throw new HttpError(400, `${JSON.stringify(picture.slice(0, 200))} is not one of the listed changes.`);
  if (decision !== 'approved' && decision !== 'rejected') {
    throw new HttpError(400, 'decision must be "approved" or "rejected".');
  }
  if (typeof reviewer !== 'string' || !reviewer.trim())
    throw new HttpError(400, 'Give your name (reviewer).');
  const name = reviewer.trim();
  if (name.length > LIMITS.reviewer)
    throw new HttpError(400, `The name is longer than ${LIMITS.reviewer} characters.`);
  if (CONTROL.test(name)) throw new HttpError(400, 'The name has control characters.');
  if (typeof comment !== 'string') throw new HttpError(400, 'comment must be text.');
  const note = comment.trim();
  if (note.length > LIMITS.comment)
    throw new HttpError(400, `The comment is longer than ${LIMITS.comment} characters.`);
  if (COMMENT_CONTROL.test(note)) throw new HttpError(400, 'The comment has control characters.');
  if (typeof actualSha256 !== 'string' || !/^[0-9a-f]{64}$/.test(actualSha256)) {
    throw new HttpError(400, 'actualSha256 must be the sha256 of the picture as listed.');
  }
  return { request: { picture, actualSha256, decision, reviewer: name, comment: note }, change };
}

export async function startReviewServer(options: ReviewServerOptions = {}): Promise<ReviewServer> {
  const root = options.root ?? fileURLToPath(new URL('..', import.meta.url));
  const folders = visualFolders(root, options.folders);
  const gitDir = options.gitDir ?? root;
  const now = options.now ?? (() => new Date());
  // One decision at a time: each reads, writes and logs before the next starts.
  let queue = Promise.resolve();

  async function decide(body: string): Promise<LogEntry> {
    const { request, change } = await parseDecision(body, async (picture) =>
      (await listChanges(folders, picture)).at(0),
    );
    const baselinePath = join(folders.baselines, `${change.picture}.png`);
    const actualPath = join(folders.results, `${change.picture}.actual.png`);
    // A removed picture is decided on its baseline, the only picture it has.
    const actual = await readFile(change.kind === 'removed' ? baselinePath : actualPath).catch(() => null);
    if (!actual || sha256(actual) !== request.actualSha256) {
      throw new HttpError(409, `${change.picture} changed since the page loaded: reload the page.`);
    }
    if (request.decision === 'approved' && change.kind === 'removed') {
      await rm(baselinePath, { force: true });
    } else if (request.decision === 'approved') {
      await mkdir(folders.baselines, { recursive: true });
      // The very bytes that were hashed and shown.
      await writeFile(baselinePath, actual);
      await rm(actualPath, { force: true });
      await rm(join(folders.results, `${change.picture}.diff.png`), { force: true });
    }
    const entry: LogEntry = {
      story: change.story,
      size: change.size,
      picture: change.picture,
      decision: request.decision,
      reviewer: request.reviewer,
      time: now().toISOString(),
      comment: request.comment,
      commit: await headCommit(gitDir),
      actualSha256: request.actualSha256,
    };
    await mkdir(dirname(folders.log), { recursive: true });
    await appendReviewLog(folders.log, entry);
    return entry;
  }

  let origin = '';
  const hosts = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (
      status: number,
      type: string,
      body: string | Buffer,
      headers: Record<string, string> = {},
    ) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        ...headers,
      });
      response.end(body);
    };
    const json = (status: number, value: unknown) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(value));

    // Only this machine's names for the server (no DNS rebinding), and no other site's forms.
    if (!hosts.has(request.headers.host ?? '')) return json(403, { error: 'Unknown host.' });
    const url = new URL(request.url ?? '/', origin);

    if (request.method === 'GET' && url.pathname === '/') {
      const nonce = randomBytes(16).toString('base64');
      return send(200, 'text/html; charset=utf-8', renderReviewPage(nonce), {
        'content-security-policy': `default-src 'none'; img-src 'self'; connect-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      });
    }
    if (request.method === 'GET' && url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/changes') {
      return json(200, { changes: await listChanges(folders) });
    }
    const imageRoute = /^\/images\/([^/]+)\/(baseline|actual|diff)\.png$/.exec(url.pathname);
    if (request.method === 'GET' && imageRoute) {
      let picture = '';
      try {
        picture = decodeURIComponent(imageRoute[1]!);
      } catch {
        return json(400, { error: 'Bad picture name.' });
      }
      const kind = imageRoute[2]!;
      // Only the pictures in the results folder or the run's removed list: the name never reaches
      // the file system otherwise.
      const { pictures } = await listResultPictures(folders);
      if (!pictures.includes(picture) && !(await readRemovedList(folders)).includes(picture))
        return json(404, { error: 'Not one of the listed changes.' });
      const path =
        kind === 'baseline'
          ? join(folders.baselines, `${picture}.png`)
          : join(folders.results, `${picture}.${kind}.png`);
      const bytes = await readFile(path).catch(() => null);
      return bytes ? send(200, 'image/png', bytes) : json(404, { error: `No ${kind} picture.` });
    }
    if (request.method === 'POST' && url.pathname === '/api/decisions') {
      const sender = request.headers.origin;
      if (sender !== undefined && !hosts.has(sender.replace(/^http:\/\//, ''))) {
        return json(403, { error: 'Decisions come from the review page only.' });
      }
      if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        return json(400, { error: 'Send the decision as application/json.' });
      }
      const body = await readBody(request);
      const result = queue.then(() => decide(body));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return json(200, { entry: await result });
    }
    return json(404, { error: 'Not found.' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error(error);
      if (response.headersSent) return response.end();
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  hosts.add(`127.0.0.1:${port}`).add(`localhost:${port}`);
  return {
    url: `${origin}/`,
    folders,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, root: { type: 'string' } } });
  const port = Number(values.port ?? process.env.VISUAL_REVIEW_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number (0 for a free one), not ${values.port}.`);
    process.exit(2);
  }
  const root = values.root ?? process.env.VISUAL_ROOT;
  const review = await startReviewServer({ port, ...(root ? { root: resolve(root) } : {}) });
  const changes = await listChanges(review.folders);
  const open = changes.filter((change) => !change.decision).length;
  console.info(
    `Visual review: ${review.url} (${changes.length} changed, new or removed pictures, ${open} to review). Decisions go to ${review.folders.log}. Ctrl+C stops.`,
  );
  process.on('SIGINT', () => void review.close().then(() => process.exit(0)));
}
