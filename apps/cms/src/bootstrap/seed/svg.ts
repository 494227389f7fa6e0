/**
 * Seed artwork as SVG: abstract gradients and shapes, and the brand image (logo and name). Never
 * `<text>`: fonts are unreliable where the seed runs, so the name is drawn as a path.
 */
import { BRAND_WORDMARK } from './brand-wordmark';

export const MOTIFS = ['waves', 'circles', 'grid', 'portrait', 'stage', 'bars', 'brand'] as const;
type Motif = (typeof MOTIFS)[number];
export type ImageSpec = {
  key: string;
  alt: string;
  width: number;
  height: number;
  palette: string[];
  motif: Motif;
};

/** Deterministic pseudo-random numbers from the key, so an image is the same on every machine. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

function motifShapes(spec: ImageSpec, accent: string, light: string): string {
  const { width: w, height: h } = spec;
  const rnd = random(spec.key);
  const shapes: string[] = [];
  switch (spec.motif) {
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const y = h * (0.35 + i * 0.13);
        const amp = h * (0.05 + rnd() * 0.08);
        const d = `M0 ${f(y)} C ${f(w * 0.25)} ${f(y - amp)}, ${f(w * 0.5)} ${f(y + amp)}, ${f(w)} ${f(y - amp / 2)} L ${w} ${h} L 0 ${h} Z`;
        shapes.push(
          `<path d="${d}" fill="${i % 2 ? accent : light}" fill-opacity="${f(0.12 + i * 0.05)}"/>`,
        );
      }
      break;
    case 'circles':
      for (let i = 0; i < 14; i++) {
        const r = Math.min(w, h) * (0.04 + rnd() * 0.2);
        shapes.push(
          `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(r)}" fill="${i % 3 ? accent : light}" fill-opacity="${f(0.15 + rnd() * 0.35)}"/>`,
        );
      }
      break;
    case 'grid': {
      const cols = 12;
      const size = w / cols;
      for (let x = 0; x < cols; x++) {
        for (let y = 0; y * size < h; y++) {
          const o = rnd();
          if (o < 0.45) continue;
          shapes.push(
            `<rect x="${f(x * size + 4)}" y="${f(y * size + 4)}" width="${f(size - 8)}" height="${f(size - 8)}" rx="${f(size / 6)}" fill="${o > 0.8 ? light : accent}" fill-opacity="${f(o * 0.5)}"/>`,
          );
        }
      }
      break;
    }
    case 'portrait': {
      const cx = w / 2;
      const r = Math.min(w, h) * 0.2;
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(h * 0.4)}" r="${f(r * 1.9)}" fill="${light}" fill-opacity="0.12"/>`,
      );
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(h * 0.38)}" r="${f(r)}" fill="${accent}" fill-opacity="0.85"/>`,
      );
      shapes.push(
        `<ellipse cx="${f(cx)}" cy="${f(h * 1.02)}" rx="${f(r * 2.1)}" ry="${f(h * 0.36)}" fill="${accent}" fill-opacity="0.85"/>`,
      );
      break;
    }
    case 'stage':
      for (let i = 0; i < 4; i++) {
        const top = w * (0.15 + i * 0.23);
        const spread = w * (0.12 + rnd() * 0.1);
        shapes.push(
          `<polygon points="${f(top)},0 ${f(top - spread)},${f(h * 0.85)} ${f(top + spread)},${f(h * 0.85)}" fill="${light}" fill-opacity="${f(0.1 + rnd() * 0.15)}"/>`,
        );
      }
      shapes.push(
        `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.9)}" rx="${f(w * 0.45)}" ry="${f(h * 0.08)}" fill="${accent}" fill-opacity="0.6"/>`,
      );
      break;
    case 'brand':
      // Drawn whole by renderBrand.
      break;
    case 'bars': {
      const count = 16;
      const bw = w / (count * 1.5);
      for (let i = 0; i < count; i++) {
        const bh = h * (0.15 + rnd() * 0.65);
        shapes.push(
          `<rect x="${f(bw * 0.5 + i * bw * 1.5)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw / 3)}" fill="${i % 2 ? accent : light}" fill-opacity="0.7"/>`,
        );
      }
      break;
    }
  }
  return shapes.join('');
}

const SPARK = 'M16 5c1 6 3 8.9 11 11-8 2.1-10 5-11 11-1-6-3-8.9-11-11 8-2.1 10-5 11-11z';

/**
 * The brand's own image, as the site's header shows it: the spark mark (a 32-unit rounded square
 * in the spark gradient) and the name in white, centred on the dark brand gradient.
 * Palette: background from, to, and the mark's two colours.
 */
function renderBrand(spec: ImageSpec): string {
  const [from = '#12001F', to = '#7D1ED2', markFrom = '#FF2E88', markTo = '#7D1ED2'] = spec.palette;
  const { width: w, height: h } = spec;
  const mark = Math.min(w, h) * 0.26;
  const capHeight = mark * 0.46;
  const scale = capHeight / BRAND_WORDMARK.capHeight;
  const textWidth = BRAND_WORDMARK.width * scale;
  const gap = mark * 0.25;
  const left = (w - (mark + gap + textWidth)) / 2;
  const top = (h - mark) / 2;
  const baseline = h / 2 + capHeight / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient>',
    '<radialGradient id="glow" cx="0.85" cy="0.15" r="0.5">',
    `<stop offset="0" stop-color="${markFrom}" stop-opacity="0.45"/><stop offset="1" stop-color="${markFrom}" stop-opacity="0"/>`,
    '</radialGradient>',
    '<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${markFrom}"/><stop offset="1" stop-color="${markTo}"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<g transform="translate(${f(left)} ${f(top)}) scale(${(mark / 32).toFixed(4)})">`,
    `<rect width="32" height="32" rx="9" fill="url(#mark)"/><path d="${SPARK}" fill="#FFFFFF"/>`,
    '</g>',
    `<path transform="translate(${f(left + mark + gap)} ${f(baseline)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${BRAND_WORDMARK.d}" fill="#FFFFFF"/>`,
    '</svg>',
  ].join('');
}

export function renderSvg(spec: ImageSpec): string {
  if (spec.motif === 'brand') return renderBrand(spec);
  const [from = '#7D1ED2', to = '#FF2E88', accent = '#12001F'] = spec.palette;
  const { width: w, height: h } = spec;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    motifShapes(spec, accent, '#FFFFFF'),
    '</svg>',
  ].join('');
}
