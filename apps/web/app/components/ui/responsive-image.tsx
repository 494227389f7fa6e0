import type { Media } from '@brilla/types';
import { altText, imageSource } from '~/lib/media';

type Props = {
  media: Media;
  sizes: string;
  className?: string;
  /** The first, likely largest, image of a page: eager and fetched first. */
  priority?: boolean;
  /** The entry's alt text in its language (`imageAlt`…); empty → the media library's alt. */
  alt: string | null | undefined;
  /** The editor marked the image decorative (`imageDecorative`…): `alt=""`, whatever else is set. */
  decorative?: boolean | null;
  /** The alt text's language when it differs from the page's (Spanish-only content). */
  lang?: string;
};

/** A CMS image with `srcset` from Strapi's formats and its intrinsic width and height. */
export function ResponsiveImage({
  media,
  sizes,
  className,
  priority = false,
  alt,
  decorative,
  lang,
}: Props) {
  const source = imageSource(media);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={decorative ? '' : altText(alt, media)}
      lang={lang}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
