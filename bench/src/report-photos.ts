// The camera-photo section of BENCHMARKS.md (issue 29): the pages' budgets, and for each photo
// what the editor uploaded against what the page served, on mobile and on desktop. Pure.
import type { BudgetRow } from './budgets.ts';
import { BUDGETS } from './config.ts';
import type { RunExplanation } from './lhr.ts';
import { uploadKey } from './lhr.ts';
import { budgetFor, type Format, fmt, limitText, markdownTable, valueCell } from './markdown.ts';
import { profileResult } from './profiles.ts';
import type { PageResult, Results } from './results.ts';
import { pick } from './stats.ts';

type ImageRequest = RunExplanation['images'][number];

/**
 * What a page fetched of one upload: each request of a file with that hash, as its variant
 * (`w1152`; `original` for the upload itself), its format as served and its bytes on the wire.
 */
export function servedImages(images: readonly ImageRequest[] | undefined, hash: string) {
  return (images ?? [])
    .filter((image) => uploadKey(image.url).key === hash)
    .map((image) => {
      const name = image.url.split(/[?#]/)[0]?.split('/').at(-1) ?? '';
      return {
        candidate: /^(w\d+)_/.exec(name)?.[1] ?? 'original',
        format: (image.mimeType.replace(/^image\//, '') || 'unknown').toUpperCase(),
        bytes: image.transferBytes,
      };
    });
}

const servedText = (images: ReturnType<typeof servedImages>) =>
  images.length
    ? images.map((image) => `${image.candidate} ${image.format} ${fmt.kb(image.bytes)}`).join(', ')
    : 'not fetched';

/** The photo pages' budgets: mobile (default profile, low tier) and desktop. */
const COLUMNS: Array<[string, string, 'pages' | 'desktop', string, Format, string]> = [
  ['photo-lcp-image-bytes', 'bytes.lcpImage', 'pages', 'default', fmt.kb, 'LCP image'],
  ['photo-page-bytes', 'bytes.total', 'pages', 'default', fmt.kb, 'page'],
  ['photo-lcp', 'metrics.lcpMs', 'pages', 'default', fmt.seconds, 'LCP'],
  ['photo-low-tier', 'scores.performance', 'pages', 'low', fmt.score, 'perf low-tier'],
  [
    'photo-desktop-lcp-image-bytes',
    'bytes.lcpImage',
    'desktop',
    'default',
    fmt.kb,
    'desktop LCP image',
  ],
];

export function photosSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const title = '## Camera photos on real content (issue 29)';
  const photos = results.photos;
  if (!photos) return [title, '', 'Not run in this run.'];
  const header = COLUMNS.map(([id, , , , , label]) => {
    const budget = BUDGETS.find((candidate) => candidate.id === id);
    return budget ? `${label} ${limitText(budget)}` : label;
  });
  const pageRows = photos.pages.map((page) => {
    const desktop = photos.desktop.find((candidate) => candidate.template === page.template);
    const before = (list: 'pages' | 'desktop') =>
      previous?.photos?.[list]?.find((candidate) => candidate.template === page.template);
    // Which element the LCP was: a photo (by its role), or what else (a 0-byte LCP image).
    const lcpPhoto = (result: PageResult | undefined) => {
      const snippet = result?.lcpElement?.snippet ?? '';
      const photo = photos.photos.find((candidate) => snippet.includes(candidate.hash));
      return photo ? `${photo.role} photo` : `\`${result?.lcpElement?.selector ?? '?'}\``;
    };
    return [
      page.path,
      `${lcpPhoto(page)} / ${lcpPhoto(desktop)}`,
      ...COLUMNS.map(([id, metric, list, profile, format]) => {
        const source = list === 'pages' ? page : desktop;
        const was = before(list);
        const value = pick(profileResult(source, profile), metric);
        const previousValue = was ? pick(profileResult(was, profile), metric) : null;
        return (source?.runs ?? 0) > 0
          ? valueCell(value, previousValue, format, budgetFor(budgetRows, id, page.path))
          : 'failed';
      }),
    ];
  });
  // A row per page that shows the photo. A lazy image below the fold is not fetched while
  // Lighthouse loads the page: then what the browser fetches once scrolled to it (scrolledImage).
  const imageRows = photos.photos.flatMap((photo) => {
    const uploaded = `JPEG ${photo.uploaded.width}×${photo.uploaded.height}, ${fmt.kb(photo.uploaded.bytes)}${photo.uploaded.gps ? ', GPS' : ''}`;
    const stored = `${fmt.kb(photo.stored.bytes)}, ${photo.stored.gps ? 'GPS kept' : photo.stored.exif ? 'EXIF kept, no GPS' : 'no EXIF'}`;
    const rows = photos.pages.flatMap((page) => {
      const desktop = photos.desktop.find((candidate) => candidate.template === page.template);
      const cell = (images: PageResult['images'], screen: 'mobile' | 'desktop') => {
        const served = servedImages(images, photo.hash);
        if (served.length) return servedText(served);
        const scrolled = photos.scrolled?.filter(
          (image) =>
            image.role === photo.role && image.page === page.path && image.screen === screen,
        );
        return scrolled?.length
          ? `${servedText(servedImages(scrolled, photo.hash))} (lazy: once scrolled to)`
          : null;
      };
      const mobile = cell(page.images, 'mobile');
      const onDesktop = cell(desktop?.images, 'desktop');
      if (mobile === null && onDesktop === null) return [];
      return [
        [photo.role, uploaded, stored, page.path, mobile ?? 'not shown', onDesktop ?? 'not shown'],
      ];
    });
    return rows.length ? rows : [[photo.role, uploaded, stored, '—', 'not shown', 'not shown']];
  });
  const variantRows = photos.photos.map((photo) => {
    const widths = [...new Set(photo.variants.map((variant) => variant.width))];
    const cut = widths.map((width) => {
      const of = photo.variants.filter((variant) => variant.width === width);
      const jpeg = of.find(
        (variant) => !variant.key.endsWith('-avif') && variant.key !== 'thumbnail',
      );
      const avif = of.find((variant) => variant.key.endsWith('-avif'));
      return jpeg || avif ? `${width}: ${fmt.kb(jpeg?.bytes)} / ${fmt.kb(avif?.bytes)}` : null;
    });
    return [photo.role, cut.filter(Boolean).join('; ')];
  });
  return [
    title,
    '',
    "Phone-camera photos (4032×3024 JPEG, quality 92, sensor-like noise, GPS EXIF) generated by the bench, uploaded through the CMS admin API as an editor's media library does (`POST /upload`), put on the home page's first hero slide and first testimonial avatar and on the newest post's cover, and published; the seeded images are put back afterwards.",
    `Mobile: ${photos.runsPerPage} load(s) per page, audited in every profile; desktop: Lighthouse's desktop preset, ${photos.desktopRunsPerPage} load(s). Medians; the images served are the median run's.`,
    ...(photos.errors?.length ? ['', ...photos.errors.map((error) => `- **${error}**`)] : []),
    '',
    markdownTable(['page', 'LCP element (mobile / desktop)', ...header], pageRows, [
      '',
      '',
      ...COLUMNS.map(() => 'right'),
    ]),
    '',
    '### Bytes per image: uploaded, stored, served',
    '',
    markdownTable(
      [
        'photo',
        'uploaded (before)',
        'stored original',
        'page',
        'mobile: served',
        'desktop: served',
      ],
      imageRows,
    ),
    '',
    'Variants the CMS cut from each (width: JPEG / AVIF; the web answers a variant in AVIF to a browser that accepts it):',
    '',
    markdownTable(['photo', 'variants'], variantRows),
  ];
}
