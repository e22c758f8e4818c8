import { readFile } from 'node:fs/promises';
import { commandAnswer, COMMANDS_PATH } from '../routes/admin/contract.ts';
import { ownerTokenPath, readOwnerToken } from '../routes/admin/owner-token.ts';
import { filesNamed, UsageError, type Output } from './commands.ts';
import { preparePhoto } from './photos.ts';

export interface Server {
  url: string;
  pid: number;
}

export interface OwnerOptions {
  ownerToken?: string | undefined;
  dataDir: string;
}

async function filesFor(argv: string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const { file, photo } of filesNamed(argv)) {
    files[file] = photo
      ? JSON.stringify(await preparePhoto(file))
      : await readFile(file, 'utf8').catch((e: Error) => {
          throw new UsageError(`cannot read ${file}: ${e.message}`);
        });
  }
  return files;
}

/**
 * A request to the admin API of the shop server that holds the PGlite folder, with the owner token.
 * UsageError, saying what to do, when there is no token, the server does not answer or refuses it.
 */
export async function askServer(
  server: Server,
  options: OwnerOptions,
  path: string,
  init: { method: 'GET' } | { method: 'POST'; body: string },
): Promise<Response> {
  const token = options.ownerToken ?? readOwnerToken(options.dataDir);
  const tokenFile = ownerTokenPath(options.dataDir);
  if (!token) {
    throw new UsageError(
      `the shop server (pid ${server.pid}, ${server.url}) holds the database, so commands go through it, but there is no owner token: set OWNER_TOKEN to the server's, or run this as the user who can read ${tokenFile}`,
    );
  }
  let res: Response;
  try {
    res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new UsageError(
      `the shop server (pid ${server.pid}) holds the database but does not answer at ${server.url} (${cause}); if it is still starting, try again in a moment`,
    );
  }
  if (res.status === 401) {
    throw new UsageError(
      `the shop server at ${server.url} refused the owner token: set OWNER_TOKEN to the server's, or unset it to use ${tokenFile}`,
    );
  }
  return res;
}

/** The server's `{ error }`, or its status line, for an answer that is not the one asked for. */
export async function refusal(server: Server, res: Response): Promise<UsageError> {
  const json: unknown = await res.json().catch(() => null);
  const error = (json as { error?: unknown } | null)?.error;
  return new UsageError(
    `the shop server at ${server.url} answered ${res.status}: ${String(error ?? res.statusText)}`,
  );
}

/**
 * Runs a command in the shop server that holds the PGlite folder, through its admin API; the
 * server's output is printed here. UsageError when the command or the server refuses.
 */
export async function runThroughServer(
  server: Server,
  options: OwnerOptions,
  io: Output,
  argv: string[],
): Promise<void> {
  const body = JSON.stringify({ argv, files: await filesFor(argv) });
  const res = await askServer(server, options, COMMANDS_PATH, { method: 'POST', body });
  if (!res.ok) throw await refusal(server, res);
  const answer = commandAnswer.safeParse(await res.json().catch(() => null));
  if (!answer.success)
    throw new UsageError(`the shop server at ${server.url} answered ${res.status}: ${res.statusText}`);
  for (const { name, base64 } of answer.data.files ?? []) {
    if (!io.writeFile) throw new UsageError(`cannot write ${name} here`);
    await io.writeFile(name, Buffer.from(base64, 'base64'));
  }
  for (const line of answer.data.output) io.out(line);
  if (answer.data.code !== 0) throw new UsageError(answer.data.error ?? 'the command failed');
}
