import type { Banner, Media } from '@brilla/types';
import { useRef, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { SmartLink } from '~/components/ui/smart-link';
import { useContentLang } from '~/i18n/content-language';
import { useT } from '~/i18n/use-t';
import { SLOTS } from '~/lib/media';

/**
 * `banners`: the hero's data (none when they failed to load); `fallbackImage` (and its alt
 * text): the hero's own image, shown when there are no banners.
 */
type Props = {
  banners: Banner[];
  fallbackImage: Media | null;
  fallbackAlt: string | null;
  fallbackDecorative: boolean | null;
  priority: boolean;
};

/** Banners of the CMS as a swipeable, scroll-snapped carousel; arrows move one slide. */
export function BannerCarousel({
  banners,
  fallbackImage,
  fallbackAlt,
  fallbackDecorative,
  priority,
}: Props) {
  const contentLang = useContentLang();
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  if (banners.length === 0) {
    return fallbackImage ? (
      <ResponsiveImage
        media={fallbackImage}
        alt={fallbackAlt}
        decorative={fallbackDecorative}
        lang={contentLang}
        slot={SLOTS.hero}
        priority={priority}
        className="h-auto w-full rounded-3xl"
      />
    ) : null;
  }

  const go = (next: number) => {
    const target = (next + banners.length) % banners.length;
    const slide = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
    setCurrent(target);
  };

  return (
    <section className="relative" aria-roledescription="carousel" aria-label={t('hero.banners')}>
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-3xl [scrollbar-width:none]"
      >
        {banners.map((banner, index) => (
          <li
            key={banner.documentId}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${banners.length}`}
            className="slide"
          >
            {banner.image ? (
              <ResponsiveImage
                media={banner.image}
                alt={banner.imageAlt}
                decorative={banner.imageDecorative}
                slot={SLOTS.hero}
                priority={priority && index === 0}
                className="aspect-[16/10] h-auto w-full object-cover opacity-80"
              />
            ) : null}
            <div className="slide-caption">
              <h2 className="text-xl font-bold">{banner.title}</h2>
              {banner.subtitle ? <p className="mt-1 text-white/85">{banner.subtitle}</p> : null}
              {banner.ctaLabel && banner.ctaUrl ? (
                <SmartLink href={banner.ctaUrl} className="slide-link">
                  {banner.ctaLabel}
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className="mt-4 flex items-center justify-end gap-2">
          <span className="me-auto text-sm text-white/75" aria-live="polite">
            {current + 1} / {banners.length}
          </span>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t('common.previous')}
            className="round-button rotate-180 bg-white/10 hover:bg-white/20"
          >
            <Icon name="arrowRight" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t('common.next')}
            className="round-button bg-white/10 hover:bg-white/20"
          >
            <Icon name="arrowRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
