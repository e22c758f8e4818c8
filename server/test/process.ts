import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { testEnvVars } from './harness.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const baseEnv = () => {
  const { NODE_OPTIONS: _n, VITEST: _v, VITEST_POOL_ID: _p, VITEST_WORKER_ID: _w, ...rest } = process.env;
  return { ...rest, ...testEnvVars };
};

/** Runs a server/ entry (index.ts, cli.ts) as its own process; answers its exit code and output. */
export function runEntry(entry: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd: root, env: { ...baseEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the real server entry on a free port and waits until it listens. */
export function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: { ...baseEnv(), PORT: '0', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let listening = false;
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /on http:\/\/localhost:(\d+)/.exec(output);
      if (match && !listening) {
        listening = true;
        const port = Number(match[1]);
        resolve({
          child,
          port,
          base: `http://127.0.0.1:${port}`,
          output: () => output,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}
