import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appManifest, shortName } from './app-manifest.ts';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(new URL(`../../public${path}`, import.meta.url));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installed app', () => {
  it('is installable: a name, a start page in scope, standalone, and 192 and 512 px icons that exist', () => {
    const manifest = appManifest('Gupta Supply Co.', 'Packaging across India.');
    expect(manifest).toMatchObject({
      name: 'Gupta Supply Co.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
    });
    const sizes = manifest.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('keeps the home-screen label short enough not to be cut', () => {
    expect(shortName('Gupta Supply Co.')).toBe('Gupta');
    expect(shortName('Supply Store')).toBe('Supply Store');
    expect(shortName('Shreeramakrishna Traders')).toBe('Shreeramakri');
  });
});
