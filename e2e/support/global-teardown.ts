import { rm } from 'node:fs/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the server started by global-setup, then the temporary build, database and config go. */
export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  const root = process.env.E2E_TEMP_DIR;
  if (root) await rm(root, { recursive: true, force: true });
}
