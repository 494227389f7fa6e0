// Writes app/fonts/inter-latin1-wght400-800.woff2: Inter (variable, from @fontsource-variable/inter)
// cut down to what the site sets: Latin-1 and common punctuation (Spanish and English copy, and
// what editors type), and the weight axis limited to the 400–800 the styles use (font-medium to
// font-extrabold). 48 KB → 29 KB. Re-run after changing the font or the weights:
// `node scripts/make-font.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = new URL('../app/fonts/inter-latin1-wght400-800.woff2', import.meta.url);

/** Keep in step with the unicode-range of the @font-face in app/app.css. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
let text = '';
for (const [from, to] of RANGES) {
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
}

const input = await readFile(source);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
await writeFile(target, output);
console.log(`${source} (${input.length} B) → ${target.pathname} (${output.length} B)`);
