import { CONTENT_SCHEMAS, type ContentTypeUid } from './generated/content-schemas.js';

export { CONTENT_SCHEMAS, type ContentTypeUid };

/** The staff roles of the CMS admin (apps/cms/src/bootstrap/admin-roles.ts). */
export type StaffRole = 'Editor' | 'Autor' | 'Comercial';

/**
 * What a role may do with a type, in every language: `publish` creates, edits, deletes and
 * publishes; `write` creates and edits drafts for an Editor to publish; `triage` reads every
 * field, changes the status and note and deletes (the contact inbox); `read` reads.
 */
export type StaffAccess = 'publish' | 'write' | 'triage' | 'read';

/** The content API's read actions: a list and one entry (a single type has only `find`). */
export type ReadAction = 'find' | 'findOne';

type ContentTypeEntry = {
  /** What the public site reads over the content API with its token; absent: not public. */
  reads?: readonly ReadAction[];
  /**
   * Editors preview it on the site: `name` is the preview link's `type`, `route` the path of the
   * web route that shows an entry, as apps/web/app/routes.ts mounts it (`:id` or `*` is the slug).
   */
  preview?: { name: string; route: string };
  /** Every publish is kept, and editors see and restore it (decision 019). */
  versioned?: true;
  /** Which staff roles work on it, and how. */
  staff?: Readonly<Partial<Record<StaffRole, StaffAccess>>>;
};

const EDITED = { Editor: 'publish', Autor: 'write' } as const;

/**
 * Every content type of the CMS, once, with only what its schema.json cannot say (drafts and
 * kind are read from the schemas, src/generated/content-schemas.ts): the lists of the CMS's
 * roles, tokens, webhook, drafts, versions and preview, and the web's preview, derive from it.
 * apps/cms/tests/content-types.test.ts fails, saying what to add, when a type and its code
 * disagree.
 */
export const CONTENT_TYPES = {
  'api::page.page': {
    reads: ['find', 'findOne'],
    preview: { name: 'page', route: '*' },
    versioned: true,
    staff: EDITED,
  },
  'api::blog.blog': {
    reads: ['find', 'findOne'],
    preview: { name: 'blog', route: 'blogs/:id' },
    versioned: true,
    staff: EDITED,
  },
  // Blog categories: a list page per category; no preview of its own (decision 048).
  'api::category.category': { reads: ['find', 'findOne'], staff: EDITED },
  'api::banner.banner': { reads: ['find', 'findOne'], staff: EDITED },
  'api::testimonial.testimonial': { reads: ['find', 'findOne'], staff: EDITED },
  'api::site-setting.site-setting': { reads: ['find'], staff: { Editor: 'publish' } },
  'api::calculator-setting.calculator-setting': { reads: ['find'], staff: { Editor: 'publish' } },
  // The web reads the whole list of redirects, never one.
  'api::redirect.redirect': { reads: ['find'], staff: { Editor: 'publish' } },
  'api::contact-submission.contact-submission': { staff: { Comercial: 'triage' } },
  'api::contact-erasure.contact-erasure': { staff: { Comercial: 'read' } },
  // Written by the CMS itself (versions on publish, the schedule's panel), shown in its panels.
  'api::published-version.published-version': {},
  'api::scheduled-change.scheduled-change': {},
} as const satisfies Record<ContentTypeUid, ContentTypeEntry>;

const ENTRIES = Object.entries(CONTENT_TYPES) as Array<[ContentTypeUid, ContentTypeEntry]>;
const uidsWhere = (test: (entry: ContentTypeEntry, uid: ContentTypeUid) => boolean) =>
  ENTRIES.filter(([uid, entry]) => test(entry, uid)).map(([uid]) => uid);

/** The content the public site shows: a change to any of it must reach the web's caches. */
export const PUBLIC_TYPES: readonly string[] = uidsWhere((entry) => !!entry.reads);

/** The read actions the site has on `uid` (none: it is not public). */
export function siteReads(uid: string): readonly ReadAction[] {
  return ENTRIES.find(([entry]) => entry === uid)?.[1].reads ?? [];
}

/** What the web's tokens may read (`api::blog.blog.findOne`), published content only. */
export const SITE_READ_ACTIONS: readonly string[] = ENTRIES.flatMap(([uid, entry]) =>
  (entry.reads ?? []).map((action) => `${uid}.${action}`),
);

/**
 * The public collection types with drafts: what an Autor writes for an Editor to review (the
 * home's "Pendiente de revisión"), what can be scheduled.
 */
export const PUBLIC_DRAFT_TYPES: readonly string[] = uidsWhere(
  (entry, uid) =>
    // Stryker disable next-line ConditionalExpression,LogicalOperator: no private type has drafts
    !!entry.reads &&
    // Stryker disable next-line ConditionalExpression: all types with drafts are collection types
    CONTENT_SCHEMAS[uid].kind === 'collectionType' &&
    CONTENT_SCHEMAS[uid].draftAndPublish,
);

/** The types whose publishes are kept, and whose edit view shows "Versiones publicadas". */
export const VERSIONED_TYPES: readonly string[] = uidsWhere((entry) => !!entry.versioned);

/** The preview link's `type` of each type editors preview. */
export type PreviewName = {
  [U in keyof typeof CONTENT_TYPES]: (typeof CONTENT_TYPES)[U] extends {
    preview: { name: infer N };
  }
    ? N
    : never;
}[keyof typeof CONTENT_TYPES];

/** What editors preview, by type: the link's `type` and the web route of an entry. */
export const PREVIEWS: ReadonlyArray<{ uid: ContentTypeUid; name: PreviewName; route: string }> =
  ENTRIES.flatMap(([uid, entry]) =>
    entry.preview
      ? [{ uid, name: entry.preview.name as PreviewName, route: entry.preview.route }]
      : [],
  );

/** The site path of an entry shown by `route` (`blogs/:id` → `/blogs/<slug>`), in Spanish. */
export function previewPath(route: string, slug: string): string {
  return `/${route.replace(/:id|\*/, slug)}`;
}

/** The types a role works on, and how. */
export function staffContent(role: StaffRole): Array<[ContentTypeUid, StaffAccess]> {
  return ENTRIES.flatMap(([uid, entry]) => {
    const access = entry.staff?.[role];
    return access ? [[uid, access] as [ContentTypeUid, StaffAccess]] : [];
  });
}
