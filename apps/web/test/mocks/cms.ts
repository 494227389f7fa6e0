import type { Language } from '@brilla/i18n';
import type {
  Banner,
  Blog,
  CalculatorSetting,
  Category,
  Page,
  SiteRedirect,
  SiteSetting,
  Testimonial,
} from '@brilla/types';
import type { ContactSubmission, VisitBatch } from '@brilla/validation';
import { buildCalculatorSetting, buildPage, buildSiteSetting } from './factories';

export const CMS_URL = 'http://127.0.0.1:1337';

/** The read-only API token the web reads drafts with in preview (CMS_PREVIEW_TOKEN). */
export const PREVIEW_TOKEN = 'preview-token-for-the-tests-0123456789abcdef';

type PerLanguage<T> = Record<Language, T>;

/** The fake CMS's content; tests change it before rendering or calling loaders. */
export type CmsState = {
  pages: PerLanguage<Page[]>;
  banners: PerLanguage<Banner[]>;
  testimonials: PerLanguage<Testimonial[]>;
  blogs: PerLanguage<Blog[]>;
  /** Blog categories; a post's `category` names one by slug (as the CMS populates it). */
  categories: PerLanguage<Category[]>;
  siteSetting: PerLanguage<SiteSetting | null>;
  calculatorSetting: CalculatorSetting | null;
  /** The redirects staff set (GET /api/redirects, paged). */
  redirects: SiteRedirect[];
  /** Every contact submission the CMS received, with its X-Forwarded-For. */
  submissions: Array<{ data: ContactSubmission; forwardedFor: string | null }>;
  /** What POST /api/contact-submissions answers. */
  contactReply: 'stored' | 'ignored' | 'invalid' | 'rate-limited' | 'down' | 'failing';
  /** Every batch of visit counts the CMS took (POST /api/site-visits). */
  visitBatches: VisitBatch[];
  /** Paths (e.g. "/api/testimonials") that answer 500. */
  failing: Set<string>;
  /** Every path that fails: the CMS is unreachable. */
  down: boolean;
  /**
   * Draft versions (what `status=draft` with the preview token reads); a type without drafts
   * here answers its published list. A `status` without the token is refused (401).
   */
  drafts: { pages: PerLanguage<Page[]> | null; blogs: PerLanguage<Blog[]> | null };
  /**
   * The language answered when a request names none (or an empty one): Strapi's default locale,
   * which an administrator may change (Settings › Internationalization).
   */
  defaultLocale: Language;
};

export const cms: CmsState = createState();

function createState(): CmsState {
  return {
    pages: { es: [buildPage()], en: [buildPage({ locale: 'en', title: 'Home', seo: null })] },
    banners: { es: [], en: [] },
    testimonials: { es: [], en: [] },
    blogs: { es: [], en: [] },
    categories: { es: [], en: [] },
    siteSetting: {
      es: buildSiteSetting(),
      en: buildSiteSetting({ whatsappMessage: 'Hi! I would like more information.' }),
    },
    calculatorSetting: buildCalculatorSetting(),
    redirects: [],
    submissions: [],
    contactReply: 'stored',
    visitBatches: [],
    failing: new Set(),
    down: false,
    drafts: { pages: null, blogs: null },
    defaultLocale: 'es',
  };
}

export function resetCms(): void {
  Object.assign(cms, createState());
}
