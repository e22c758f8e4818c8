import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

// `npm run dev`: the API with node --watch and Vite with hot reload, stopped together.
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'server/index.ts'], {
    stdio: 'inherit',
    // Links in e-mails and payment returns lead to Vite's page; images stay on the API's port.
    env: {
      NODE_ENV: 'development',
      APP_URL: 'http://localhost:5173',
      PUBLIC_URL: `http://localhost:${process.env.PORT ?? 8044}`,
      PAYMENT_SANDBOX: '1',
      ...process.env,
    },
  }),
  spawn(resolve('node_modules', '.bin', 'vite'), process.argv.slice(2), { stdio: 'inherit' }),
];

let exiting = false;
function stopAll(code: number) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
