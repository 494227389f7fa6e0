// Camera photos on real content (issue 29): what a page weighs once an editor has uploaded
// straight from a phone. Generates photo-like JPEGs, uploads them through the CMS admin API as
// the media library does, puts them on seeded entries and publishes, and puts the seeded images
// back when the audits are done.

import { GPS_EXIF, hasGpsBlock } from '@brilla/testkit/exif';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import sharp from 'sharp';
import { type Admin, adminFetch, adminLogin } from './cms-admin.ts';
import { imageTag, pickCandidate, slotWidth } from './srcset.ts';

/** A phone camera's 12-megapixel frame. */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

/**
 * The seeded entries that get a photo, each the first its page shows (Spanish): the home hero's
 * first banner slide (the LCP image of `/inicio`), the home's first testimonial avatar, and the
 * newest post's cover (the LCP image of its page). Editing seeded entries rather than building
 * a copy page keeps the pages the ones the other sections audit, with the same layout, text
 * and scripts: only the image files differ, so the two audits compare like for like.
 */
const PHOTO_TARGETS = [
  { role: 'hero', type: 'api::banner.banner', field: 'image', seed: 11 },
  { role: 'avatar', type: 'api::testimonial.testimonial', field: 'avatar', seed: 23 },
  { role: 'cover', type: 'api::blog.blog', field: 'cover', seed: 37 },
] as const;

type Role = (typeof PHOTO_TARGETS)[number]['role'];

/** A small deterministic PRNG (mulberry32): the same photo, hence the same bytes, every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Random values on a grid of `cell`-pixel cells, smoothly stretched over the frame by sharp
 * (bilinear): detail of that size, one layer of the texture below.
 */
async function octave(next: () => number, cell: number, channels: 1 | 3) {
  const width = Math.ceil(PHOTO_WIDTH / cell) + 1;
  const height = Math.ceil(PHOTO_HEIGHT / cell) + 1;
  const grid = Buffer.alloc(width * height * channels);
  for (let at = 0; at < grid.length; at += 1) grid[at] = Math.floor(next() * 256);
  return sharp(grid, { raw: { width, height, channels } })
    .resize(width * cell, height * cell, { kernel: 'linear' })
    .extract({ left: 0, top: 0, width: PHOTO_WIDTH, height: PHOTO_HEIGHT })
    .raw()
    .toBuffer();
}

/**
 * A photo-like JPEG: texture at every scale from 2 to 512 pixels, strongest in brightness, as a
 * scene's edges, leaves and fabric give (its energy falls with the detail's size, as in real
 * photos), a colour cast that drifts over the frame, and per-pixel sensor noise (σ ≈ 6 levels,
 * what a phone leaves at base ISO after its own denoising). Detail at every scale is the point:
 * it is what makes a real photo weigh, in the upload and in each smaller copy (sensor noise
 * alone averages out when the CMS shrinks the photo; a flat colour weighs nothing in any
 * format). Seeded: the same bytes every run. Quality 92 with the GPS block, as a phone's camera
 * app saves it.
 */
export async function cameraPhoto(seed: number) {
  const next = random(seed);
  const pixels = PHOTO_WIDTH * PHOTO_HEIGHT;
  // Brightness: cells of 2 to 512 px, amplitudes (levels, ± half) falling with the cell's size.
  const layers: Array<[Buffer, number]> = [];
  for (const [cell, amplitude] of LUMA_OCTAVES)
    layers.push([await octave(next, cell, 1), amplitude]);
  const colour = await octave(next, 384, 3);
  const out = Buffer.alloc(pixels * 3);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    let light = 0;
    for (const [layer, amplitude] of layers)
      light += ((layer[pixel] ?? 128) / 255 - 0.5) * amplitude;
    for (let channel = 0; channel < 3; channel += 1) {
      const at = pixel * 3 + channel;
      // Sum of three uniforms: roughly Gaussian, σ ≈ 6.
      const noise = (next() + next() + next() - 1.5) * 12;
      const cast = 40 + ((colour[at] ?? 128) / 255) * 150;
      out[at] = Math.max(0, Math.min(255, cast + light + noise));
    }
  }
  return sharp(out, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .withExif(GPS_EXIF)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** [cell size in px, amplitude in levels] of the brightness texture. */
const LUMA_OCTAVES: Array<[number, number]> = [
  [2, 44],
  [4, 48],
  [8, 48],
  [16, 44],
  [32, 40],
  [64, 36],
  [128, 40],
  [512, 60],
];

/** An uploaded file as the CMS answers it (the parts read here). */
type UploadedFile = {
  id: number;
  hash: string;
  url: string;
  size: number;
  width: number;
  height: number;
  formats?: Record<string, { width: number; size: number; sizeInBytes?: number; mime: string }>;
};

/** A photo put on a page: the upload, what the CMS kept of it, and its variants. */
export type PlacedPhoto = {
  role: Role;
  entry: string;
  hash: string;
  uploaded: { bytes: number; width: number; height: number; format: 'jpeg'; gps: boolean };
  stored: { bytes: number; width: number; height: number; exif: boolean; gps: boolean };
  variants: Array<{ key: string; width: number; bytes: number; mime: string }>;
};

const manager = (type: string) => `/content-manager/collection-types/${type}`;

/**
 * Uploads the photos as an editor (admin JWT, POST /upload, as the media library does), puts
 * each on its entry and publishes it; `restore` puts the former images back, publishes, and
 * deletes the uploads (a stack already running is left as it was).
 * `postDocumentId`: the newest post, whose page the benchmark audits.
 */
export async function placePhotos({
  cmsUrl,
  admin,
  postDocumentId,
  log,
}: {
  cmsUrl: string;
  admin: Admin;
  postDocumentId: string;
  log: (line: string) => void;
}) {
  const token = await adminLogin(cmsUrl, admin);
  const api = adminFetch(cmsUrl, token);
  const placed: PlacedPhoto[] = [];
  const undo: Array<() => Promise<void>> = [];
  const restore = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    for (const target of PHOTO_TARGETS) {
      const documentId =
        target.role === 'cover' ? postDocumentId : await firstBySiteOrder(api, target.type);
      const entry = `${manager(target.type)}/${documentId}`;
      const current = (await api(`${entry}?locale=es`)) as {
        data?: Record<string, { id?: number } | null>;
      };
      const formerId = current.data?.[target.field]?.id ?? null;

      const bytes = await cameraPhoto(target.seed);
      const meta = await sharp(bytes).metadata();
      const file = await upload(cmsUrl, token, bytes, `bench-${target.role}.jpg`);
      const publish = async (id: number | null) => {
        await api(`${entry}?locale=es`, {
          method: 'PUT',
          body: JSON.stringify({ [target.field]: id }),
        });
        await api(`${entry}/actions/publish?locale=es`, { method: 'POST', body: '{}' });
      };
      // Undone in reverse: the seeded image back on the entry, published, then the upload gone.
      undo.push(async () => {
        await publish(formerId);
        await api(`/upload/files/${file.id}`, { method: 'DELETE' });
      });
      await publish(file.id);

      const original = await fetch(`${cmsUrl}${file.url}`);
      const storedBytes = Buffer.from(await original.arrayBuffer());
      const stored = await sharp(storedBytes).metadata();
      placed.push({
        role: target.role,
        entry: `${target.type} ${documentId}`,
        hash: file.hash,
        uploaded: {
          bytes: bytes.length,
          width: meta.width ?? 0,
          height: meta.height ?? 0,
          format: 'jpeg',
          gps: hasGpsBlock(meta.exif),
        },
        stored: {
          bytes: storedBytes.length,
          width: stored.width ?? 0,
          height: stored.height ?? 0,
          exif: Boolean(stored.exif),
          gps: hasGpsBlock(stored.exif),
        },
        variants: Object.entries(file.formats ?? {})
          .map(([key, format]) => ({
            key,
            width: format.width,
            bytes: format.sizeInBytes ?? Math.round(format.size * 1000),
            mime: format.mime,
          }))
          .sort((a, b) => a.width - b.width || a.key.localeCompare(b.key)),
      });
      log(
        `  ${target.role}: uploaded ${(bytes.length / 1e6).toFixed(2)} MB, stored ${(storedBytes.length / 1e6).toFixed(2)} MB, ${Object.keys(file.formats ?? {}).length} formats, on ${target.type} ${documentId}`,
      );
    }
  } catch (error) {
    // Put back what was already changed: the entries stay as seeded.
    await restore().catch(() => {});
    throw error;
  }
  return { placed, restore };
}

/** The first entry in site order (`order`), as the carousel and the testimonials show them. */
async function firstBySiteOrder(api: ReturnType<typeof adminFetch>, type: string) {
  const query = new URLSearchParams({
    page: '1',
    pageSize: '1',
    sort: 'order:ASC',
    locale: 'es',
  });
  const answer = (await api(`${manager(type)}?${query}`)) as {
    results?: Array<{ documentId: string }>;
  };
  const first = answer.results?.[0]?.documentId;
  if (!first) throw new Error(`no ${type} entry in Spanish`);
  return first;
}

/** POST /upload with the admin's token: the media library's own upload. */
async function upload(cmsUrl: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  form.append(
    'fileInfo',
    JSON.stringify({ name, alternativeText: 'Foto de cámara del benchmark' }),
  );
  const response = await fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`POST /upload: HTTP ${response.status} ${await response.text()}`);
  const [file] = (await response.json()) as UploadedFile[];
  if (!file) throw new Error('POST /upload answered no file');
  return file;
}

/** Polls a page until its HTML names `text` (a photo's hash): the publish reached the site. */
export async function waitForPage(url: string, text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await fetch(url)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** What Chromium accepts for an image: AVIF first, as in Lighthouse's loads. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * What a browser fetches for a photo once it scrolls to it, from the page's HTML: the `srcset`
 * candidate Chromium takes on Lighthouse's mobile (412 px at 1.75×) or desktop (1350 px at 1×)
 * screen, fetched with Chromium's `Accept`: its format and body bytes. For a lazy image below
 * the fold, which a Lighthouse load never fetches. Null when the page does not show the photo.
 */
export async function scrolledImage(pageUrl: string, hash: string, screen: 'mobile' | 'desktop') {
  const { width, deviceScaleFactor } = screenEmulationMetrics[screen];
  const html = await (await fetch(pageUrl)).text();
  const tag = imageTag(html, hash);
  if (!tag) return null;
  const slot = tag.sizes ? slotWidth(tag.sizes, width) : null;
  const chosen =
    (tag.srcset && slot !== null ? pickCandidate(tag.srcset, slot, deviceScaleFactor) : null) ??
    tag.src;
  if (!chosen) return null;
  const url = new URL(chosen, pageUrl).href;
  const response = await fetch(url, { headers: { accept: IMAGE_ACCEPT } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    url,
    mimeType: response.headers.get('content-type') ?? '',
    transferBytes: response.ok ? bytes : 0,
  };
}
