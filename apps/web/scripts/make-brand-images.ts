// Renders the committed brand images (Open Graph default, favicon and app icon PNGs) from SVG. Run once after
// changing the brand: `node scripts/make-brand-images.ts`. sharp is borrowed from the CMS app
// (it is not a dependency of the web app); the outputs are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
/** What this script uses of sharp (whose types the web app cannot resolve either). */
type Image = {
  png(options?: { compressionLevel?: number; palette?: boolean }): Image;
  resize(width: number, height: number): Image;
  toBuffer(): Promise<Buffer>;
};
const sharp: (input: Buffer, options?: { density?: number }) => Image = require('sharp');
const pub = new URL('../public/', import.meta.url);

const spark = 'M16 5c1 6 3 8.9 11 11-8 2.1-10 5-11 11-1-6-3-8.9-11-11 8-2.1 10-5 11-11z';
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#12001f"/><stop offset="0.55" stop-color="#3b0a6b"/><stop offset="1" stop-color="#7d1ed2"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.15" r="0.5">
      <stop offset="0" stop-color="#ff2e88" stop-opacity="0.55"/><stop offset="1" stop-color="#ff2e88" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff2e88"/><stop offset="1" stop-color="#7d1ed2"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(470 185) scale(8.125)">
    <rect width="32" height="32" rx="9" fill="url(#mark)"/>
    <path d="${spark}" fill="#fff"/>
  </g>
</svg>`;

const favicon = await readFile(new URL('favicon.svg', pub));
await writeFile(
  new URL('og-default.png', pub),
  await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toBuffer(),
);
await writeFile(
  new URL('apple-touch-icon.png', pub),
  await sharp(favicon, { density: 600 }).resize(180, 180).png().toBuffer(),
);
// The web app manifest's icons: the favicon as drawn, and a maskable one whose spark stays inside
// the centre 80 % that launchers may cut to a circle (the gradient fills the whole square).
for (const size of [192, 512]) {
  await writeFile(
    new URL(`icon-${size}.png`, pub),
    await sharp(favicon, { density: 1800 }).resize(size, size).png().toBuffer(),
  );
}
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff2e88"/><stop offset="1" stop-color="#7d1ed2"/></linearGradient></defs>
  <rect width="32" height="32" fill="url(#g)"/>
  <path d="${spark}" fill="#fff" transform="translate(4.8 4.8) scale(0.7)"/>
</svg>`;
await writeFile(
  new URL('icon-maskable-512.png', pub),
  await sharp(Buffer.from(maskable), { density: 1800 }).resize(512, 512).png().toBuffer(),
);
// A 32×32 PNG inside an ICO container (browsers accept PNG-compressed ICO entries).
const png32 = await sharp(favicon, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(new URL('favicon.ico', pub), Buffer.concat([header, png32]));
console.log(
  'wrote og-default.png, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, favicon.ico',
);
