import { isLanguage, type Language } from '@brilla/i18n/languages';
import { verifyPreviewLink } from '@brilla/signed';
import { PREVIEWS, type PreviewName, previewPath } from '@brilla/types';
import { redirect } from 'react-router';
import { localizePath, sitePath } from '~/i18n/language';
import { CmsError, cmsReader } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { PREVIEW_STATUSES, type PreviewStatus } from '~/lib/preview-status';
import { previewFailures } from '~/lib/secret-failures.server';
import type { Route } from './+types/preview-route';
import { previewAnswer } from './preview-answer.server';
import { previewSetCookie, signPreview } from './preview-cookie.server';

/**
 * What the CMS admin may preview (@brilla/types' CONTENT_TYPES; its preview handler builds these
 * links), by the link's `type`: the web route that shows an entry.
 */
const PREVIEW_ROUTES: ReadonlyMap<string, string> = new Map(
  PREVIEWS.map((preview) => [preview.name, preview.route]),
);

/** Strapi 5 document ids are short lowercase letters and digits. */
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

type PreviewLink = {
  type: PreviewName;
  documentId: string;
  locale: Language;
  status: PreviewStatus;
};

/** The link's parameters, or null when one is missing or not one the CMS sends. */
function parseLink(params: URLSearchParams): PreviewLink | null {
  const type = params.get('type');
  // Stryker disable next-line StringLiteral: a missing id fails DOCUMENT_ID below whatever text stands in for it.
  const documentId = params.get('documentId') ?? '';
  const locale = params.get('locale');
  const status = params.get('status') ?? 'draft';
  // Stryker disable next-line ConditionalExpression: PREVIEW_ROUTES has no null key, so a missing type is refused by has() too; the check is for the type.
  if (type === null || !PREVIEW_ROUTES.has(type) || !DOCUMENT_ID.test(documentId)) return null;
  if (!isLanguage(locale) || !PREVIEW_STATUSES.includes(status as PreviewStatus)) return null;
  return { type: type as PreviewName, documentId, locale, status: status as PreviewStatus };
}

/** The site path an entry is shown at, by its type's route: a page at its slug, a post under /blogs/. */
function entryPath(type: PreviewName, slug: string, locale: Language): string {
  // Stryker disable next-line StringLiteral: parseLink let through only a type PREVIEW_ROUTES has, so the fallback is never used.
  return localizePath(sitePath(previewPath(PREVIEW_ROUTES.get(type) ?? '*', slug)), locale);
}

/**
 * `GET /api/preview?type&documentId&locale&status&expires&signature`: the link the CMS admin
 * opens ("Open preview", beside the editor or in its own tab), signed with PREVIEW_SECRET for that
 * entry, language and version and for 15 minutes (`@brilla/signed`). It looks the entry up in that
 * version with the read-only token, sets the signed preview cookie and redirects to the entry's
 * page in its language. A link the CMS would not build is 400; a wrong, altered or expired
 * signature 401 without a cookie (10 a minute per address, then 429: guessing stays slow); an
 * entry that does not exist 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get('locale');
  const language: Language = isLanguage(requested) ? requested : 'es';
  const settings = env().preview;
  if (!settings) return previewAnswer(404, language, 'preview.errors.off');
  // Stryker disable next-line StringLiteral: any one key for the clients of no known address counts them together
  const client = context.clientIp ?? 'unknown';
  const blocked = await previewFailures.blocked(client);
  if (blocked) {
    const answer = previewAnswer(429, language, 'errors.tooManyRequests');
    answer.headers.set('Retry-After', String(blocked.retryAfterSeconds));
    return answer;
  }
  const link = parseLink(params);
  if (!link) return previewAnswer(400, language, 'preview.errors.invalid');
  const signed = verifyPreviewLink(
    settings.secret,
    link,
    params.get('expires'),
    params.get('signature'),
  );
  if (!signed.ok) {
    await previewFailures.count(client);
    return previewAnswer(
      401,
      language,
      signed.reason === 'expired' ? 'preview.errors.expired' : 'preview.errors.secret',
    );
  }

  const reader = cmsReader({ status: link.status, token: settings.token });
  let slug: string | undefined;
  try {
    // One reader per previewable type: a type added to the manifest fails typecheck here.
    const byDocumentId: Record<
      PreviewName,
      (id: string, locale: Language) => Promise<{ slug: string } | null>
    > = {
      page: (id, locale) => reader.getPageByDocumentId(id, locale),
      blog: (id, locale) => reader.getBlogByDocumentId(id, locale),
    };
    const entry = await byDocumentId[link.type](link.documentId, link.locale);
    slug = entry?.slug;
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] preview: ${error.message} (${link.type} ${link.documentId})`);
    return previewAnswer(503, link.locale, 'preview.errors.unavailable');
  }
  if (!slug) return previewAnswer(404, link.locale, 'preview.errors.notFound');

  const secure = new URL(request.url).protocol === 'https:';
  const cookie = signPreview({ status: link.status }, settings.secret);
  return redirect(entryPath(link.type, slug, link.locale), {
    headers: {
      'Set-Cookie': previewSetCookie(cookie, { secure }),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
