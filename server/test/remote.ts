import { bodyOf, uniqueEmail, type Answer } from './helpers.ts';

/** `call` from helpers.ts, over the network to a server process (startServer). */
export async function send(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

/** Registers and signs in a new customer on a server process. */
export async function signUpAt(base: string, headers: Record<string, string> = {}) {
  const email = uniqueEmail();
  const password = 'secret123';
  const reg = await send(base, 'POST', '/users/register', {
    headers,
    body: { email, password, firstName: 'Asha', lastName: 'Verma' },
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const login = await send(base, 'POST', '/users/authorize', { headers, body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { token: bodyOf<{ token: string }>(login).token, email, password };
}
