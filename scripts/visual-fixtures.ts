import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { visualFolders, type VisualFolders } from './visual-changes.ts';

// Test helpers for the visual review and gate: tiny real PNGs and a temporary visual folder, so
// no test ever touches the repository's baselines or log.

/** A PNG of one colour, written by hand (8-bit RGB). */
export function png(width: number, height: number, rgb: [number, number, number] = [128, 128, 128]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) pixels.set(rgb, x * 3);
  const row = Buffer.concat([Buffer.from([0]), pixels]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An empty visual folder (baselines, results, log) in a new temporary directory. */
export async function temporaryVisualFolder(prefix: string) {
  const root = await mkdtemp(join(tmpdir(), prefix));
  const folders: VisualFolders = visualFolders(root);
  await mkdir(folders.baselines, { recursive: true });
  await mkdir(folders.results, { recursive: true });
  const put = async (folder: keyof Omit<VisualFolders, 'log'>, file: string, bytes: Buffer) => {
    await mkdir(folders[folder], { recursive: true });
    await writeFile(join(folders[folder], file), bytes);
  };
  return { root, folders, put };
}
