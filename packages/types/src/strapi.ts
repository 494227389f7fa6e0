/** Shapes of Strapi 5 REST responses (flat attributes, `documentId`), as the web reads them. */

type Locale = 'es' | 'en';

export type StrapiEntry = {
  id: number;
  documentId: string;
  locale?: Locale;
  /** The web reads it for the sitemap and article dates; the CMS's other dates it leaves out. */
  updatedAt?: string;
};

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };

export type CollectionResponse<T> = { data: T[]; meta: { pagination?: Pagination } };
export type SingleResponse<T> = { data: T; meta: Record<string, unknown> };

/** One of Strapi's resized copies of an upload (the same type as the upload). */
/** A file the CMS cut from an upload: `w768` (JPEG or PNG), or Strapi's `small`, `medium`, `large`. */
export type MediaFormat = { url: string; width: number; height?: number };

/** An upload as the web keeps it (its ids, hashes, sizes and dates are left out). */
export type Media = {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  formats: Record<string, MediaFormat> | null;
};

/** Strapi 5 "blocks" rich text: the JSON the editor stores. */
export type RichTextInline =
  | {
      type: 'text';
      text: string;
      bold?: boolean;
      italic?: boolean;
      underline?: boolean;
      strikethrough?: boolean;
      code?: boolean;
    }
  | { type: 'link'; url: string; children: RichTextInline[] };

export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: RichTextInline[] }
  | {
      type: 'list';
      format: 'ordered' | 'unordered';
      children: Array<{ type: 'list-item'; children: RichTextInline[] }>;
    }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'code'; children: RichTextInline[] }
  | {
      type: 'image';
      image: { url: string; alternativeText?: string | null; width?: number; height?: number };
    };

export type RichText = RichTextBlock[];
