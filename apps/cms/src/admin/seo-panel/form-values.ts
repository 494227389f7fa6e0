/** What the panel reads of the edit view's live form values. */
export type SeoValues = {
  /** The entry has its SEO component (a new entry may not have added it yet). */
  added: boolean;
  title: string;
  description: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The SEO component's value in the form (`{ metaTitle, metaDescription, … }`, or null). */
export function seoValues(component: unknown): SeoValues {
  if (typeof component !== 'object' || component === null) {
    return { added: false, title: '', description: '' };
  }
  const { metaTitle, metaDescription } = component as Record<string, unknown>;
  return { added: true, title: text(metaTitle), description: text(metaDescription) };
}

/** The entry's slug in the form ('' while there is none). */
export function slugValue(slug: unknown): string {
  return text(slug).trim();
}
