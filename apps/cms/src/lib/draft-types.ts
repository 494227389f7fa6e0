/**
 * The public collection types with drafts (pages, posts, banners, testimonials): what an Autor
 * writes for an Editor to review, what can be scheduled. Written out for the admin's bundle; a
 * CMS test checks it against the schemas and the web's public types.
 */
export const PUBLIC_DRAFT_TYPES: readonly string[] = [
  'api::page.page',
  'api::blog.blog',
  'api::banner.banner',
  'api::testimonial.testimonial',
];
