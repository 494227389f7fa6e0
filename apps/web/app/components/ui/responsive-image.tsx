import type { Media } from '@brilla/types';
import { imageSource } from '~/lib/media';

type Props = {
  media: Media;
  sizes: string;
  className?: string;
  /** The first, likely largest, image of a page: eager and fetched first. */
  priority?: boolean;
  alt?: string;
};

/** A CMS image with `srcset` from Strapi's formats and its intrinsic width and height. */
export function ResponsiveImage({ media, sizes, className, priority = false, alt }: Props) {
  const source = imageSource(media, alt ?? '');
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt ?? source.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
