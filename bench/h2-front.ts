import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers of one connection, not of the request or the answer: not passed on either way.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

let certificate: { key: Buffer; cert: Buffer; spki: string } | undefined;

/** A throwaway self-signed certificate for 127.0.0.1 (openssl), one per process, and its key's hash. */
function selfSigned() {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', key, '-out', cert, '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    const der = createPublicKey(readFileSync(key)).export({ type: 'spki', format: 'der' });
    certificate = {
      key: readFileSync(key),
      cert: readFileSync(cert),
      spki: createHash('sha256').update(der).digest('base64'),
    };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Chromium flag that trusts the fronts' certificate (and no other): the page counts as
 * served over HTTPS, as it would be with the shop's real certificate.
 */
export const trustFrontFlag = () => `--ignore-certificate-errors-spki-list=${selfSigned().spki}`;

/**
 * HTTPS and HTTP/2 in front of a bench server, as in production, where the shop sits behind a TLS
 * proxy (Caddy, nginx; `APP_URL` must be https) that speaks HTTP/2 to phones: every request on one
 * connection, where the server's own HTTP/1.1 lets Chromium fetch six at a time. It forwards each
 * request as such a proxy does (`X-Forwarded-Proto: https`); until it knows where (`forwardTo`), it
 * answers 503. Its certificate is self-signed, and Chromium trusts it through `trustFrontFlag`
 * (bench/lighthouse.ts). The front runs on the bench's machine, so its work shares the CPU with the
 * browser's.
 */
export async function h2Front(upstream?: string) {
  const { key, cert } = selfSigned();
  let target = upstream ? new URL(upstream) : null;
  const pass = (headers: NodeJS.Dict<string | string[]>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
      ),
    ) as Record<string, string | string[]>;
  const server = createSecureServer({ key, cert }, (req, res) => {
    if (!target) return void res.writeHead(503).end();
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...pass(req.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, pass(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Where requests go, for a server started after its front (its APP_URL is the front's). */
    forwardTo: (url: string) => void (target = new URL(url)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
