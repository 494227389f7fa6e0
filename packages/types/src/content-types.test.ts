import { describe, expect, it } from 'vitest';
import {
  PREVIEWS,
  PUBLIC_DRAFT_TYPES,
  PUBLIC_TYPES,
  previewPath,
  SITE_READ_ACTIONS,
  siteReads,
  staffContent,
  VERSIONED_TYPES,
} from './content-types';

const EDITED = [
  'api::page.page',
  'api::blog.blog',
  'api::category.category',
  'api::banner.banner',
  'api::testimonial.testimonial',
];

describe('what the public site reads', () => {
  it('is every type with reads: the edited ones and the settings, never the inbox', () => {
    expect(PUBLIC_TYPES).toEqual([
      ...EDITED,
      'api::site-setting.site-setting',
      'api::calculator-setting.calculator-setting',
      'api::redirect.redirect',
    ]);
  });

  it('is a list and one entry of a collection, the list alone of a single type or redirects', () => {
    expect(siteReads('api::blog.blog')).toEqual(['find', 'findOne']);
    expect(siteReads('api::site-setting.site-setting')).toEqual(['find']);
    expect(siteReads('api::redirect.redirect')).toEqual(['find']);
    expect(siteReads('api::contact-submission.contact-submission')).toEqual([]);
    expect(siteReads('api::unknown.unknown')).toEqual([]);
    expect(SITE_READ_ACTIONS).toContain('api::blog.blog.findOne');
    expect(siteReads('api::category.category')).toEqual(['find', 'findOne']);
    expect(SITE_READ_ACTIONS).toContain('api::redirect.redirect.find');
    expect(SITE_READ_ACTIONS).not.toContain('api::redirect.redirect.findOne');
    expect(SITE_READ_ACTIONS.some((action) => action.includes('contact'))).toBe(false);
  });
});

describe('drafts, versions and previews', () => {
  it('review and scheduling cover the public collection types with drafts', () => {
    // Not the settings (single types) nor redirects (no drafts), nor the CMS's own types.
    expect(PUBLIC_DRAFT_TYPES).toEqual(EDITED);
  });

  it('keep the published versions of pages and posts', () => {
    expect(VERSIONED_TYPES).toEqual(['api::page.page', 'api::blog.blog']);
  });

  it('preview pages at their slug and posts under /blogs/', () => {
    expect(PREVIEWS).toEqual([
      { uid: 'api::page.page', name: 'page', route: '*' },
      { uid: 'api::blog.blog', name: 'blog', route: 'blogs/:id' },
    ]);
    expect(previewPath('*', 'single/inicio')).toBe('/single/inicio');
    expect(previewPath('blogs/:id', 'mi-post')).toBe('/blogs/mi-post');
  });
});

describe('staffContent', () => {
  it('gives each role its types and what it may do with them', () => {
    expect(staffContent('Autor')).toEqual(EDITED.map((uid) => [uid, 'write']));
    expect(staffContent('Comercial')).toEqual([
      ['api::contact-submission.contact-submission', 'triage'],
      ['api::contact-erasure.contact-erasure', 'read'],
    ]);
    expect(staffContent('Editor')).toEqual(
      [...EDITED, ...PUBLIC_TYPES.slice(EDITED.length)].map((uid) => [uid, 'publish']),
    );
  });
});
