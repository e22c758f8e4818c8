import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/lib/free-port.ts';
import { HOSTILE_POLICY, HOSTILE_POLICY_SLUG } from './hostile-policy.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Always a fresh build into the temp folder: a stale dist/ must never be what the journeys test. */
function buildApp(outDir: string) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`the build failed with exit code ${result.status}`);
}

async function writeStoreConfig(path: string) {
  const config = JSON.parse(await readFile(join(repo, 'server', 'store.config.json'), 'utf8'));
  config.policies = { ...config.policies, [HOSTILE_POLICY_SLUG]: HOSTILE_POLICY };
  await writeFile(path, JSON.stringify(config, null, 2));
}

async function waitForHealth(baseURL: string, exited: () => string | null, log: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new Error(`The server stopped (${exit}) before it was ready; see ${log}`);
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /healthz within 90 s; see ${log}`);
}

export default async function globalSetup() {
  const root = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const dist = join(root, 'dist');
  const storeConfig = join(root, 'store.config.json');
  const log = join(root, 'server.log');
  buildApp(dist);
  await writeStoreConfig(storeConfig);

  const port = await freePort();
  const out = createWriteStream(log);
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: dist,
      STORE_CONFIG: storeConfig,
      SCRYPT_N: '1024',
      PAYMENT_SANDBOX: '1',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(out);
  server.stderr.pipe(out);
  let exit: string | null = null;
  server.once('exit', (code, signal) => (exit = signal ?? `exit code ${code}`));

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, () => exit, log);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  // Read by the workers (support/fixtures.ts) and by global-teardown.
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_TEMP_DIR = root;
}
