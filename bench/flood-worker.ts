/**
 * The attacker of the auth-flood section, in its own thread: creating 200 fetches at once holds a
 * thread's event loop for a few hundred milliseconds (undici, TLS-free but still connection
 * setup), and the shoppers' latencies must not include that stall of the measuring thread.
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface FloodRequest {
  url: string;
  email: string;
  logins: number;
}

export interface LoginResult {
  status: number;
  retryAfter: string | null;
  ms: number;
}

async function wrongLogin(url: string, email: string): Promise<LoginResult> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/v1/users/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
      signal: AbortSignal.timeout(180_000),
    });
    await res.arrayBuffer();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, retryAfter: null, ms: performance.now() - started };
  }
}

const { url, email, logins } = workerData as FloodRequest;
const results = await Promise.all(Array.from({ length: logins }, () => wrongLogin(url, email)));
parentPort!.postMessage(results);
