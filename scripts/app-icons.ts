import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/**
 * The installed app's icons (public/icons/, named in the web app manifest in vite.config.ts) and
 * public/favicon.ico, drawn from public/favicon.svg: `npm run icons` after the mark changes, and commit the PNGs.
 * "any" icons are the favicon as it is; "maskable" ones put the mark inside the middle 60% of a
 * full square of the brand colour, where every launcher's mask (circle, squircle) keeps it whole.
 */
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const BRAND = '#3e63dd';

const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;

const render = (svg: string, size: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

const write = (svg: string, size: number, name: string) => {
  const png = render(svg, size);
  writeFileSync(`${publicDir}icons/${name}`, png);
  console.info(`public/icons/${name}: ${size}×${size}, ${png.length} bytes`);
};

/**
 * /favicon.ico, for what asks for that address whatever the page names (older Safari, feed
 * readers, link previews): an ICO file holding PNGs, one 16-byte directory entry each.
 */
function writeIco(sizes: number[]) {
  const pngs = sizes.map((size) => render(favicon, size));
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    head.writeUInt8(sizes[i]!, entry);
    head.writeUInt8(sizes[i]!, entry + 1);
    head.writeUInt16LE(1, entry + 4); // colour planes
    head.writeUInt16LE(32, entry + 6); // bits per pixel
    head.writeUInt32LE(png.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  const ico = Buffer.concat([head, ...pngs]);
  writeFileSync(`${publicDir}favicon.ico`, ico);
  console.info(`public/favicon.ico: ${sizes.join(', ')} px, ${ico.length} bytes`);
}

write(favicon, 192, 'icon-192.png');
write(favicon, 512, 'icon-512.png');
write(maskable, 512, 'maskable-512.png');
// iOS fills transparent corners with black: a full square, rounded by iOS itself.
write(maskable, 180, 'apple-touch-icon.png');
writeIco([16, 32, 48]);
