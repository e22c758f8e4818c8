/**
 * The ceiling for the API figures: the same answers as fixed bytes from a bare `node:http` server,
 * in a process of its own like the shop's server (bench/api.ts starts it). Reads the answers from
 * the JSON file named on the command line, listens on a free loopback port and prints it.
 *
 *   node bench/ceiling.ts answers.json   # [{ "path": "/api/v1/…", "type": "…", "body": base64 }]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/ceiling.ts answers.json');
const list = JSON.parse(readFileSync(file, 'utf8')) as Array<{ path: string; type: string; body: string }>;
const answers = new Map(list.map((a) => [a.path, { type: a.type, body: Buffer.from(a.body, 'base64') }]));

const server = createServer((req, res) => {
  const a = answers.get(req.url ?? '');
  if (!a) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': a.type, 'Content-Length': a.body.byteLength }).end(a.body);
});
server.listen(0, '127.0.0.1', () => console.info((server.address() as AddressInfo).port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
