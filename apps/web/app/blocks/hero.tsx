import type { Banner, HeroBlock } from '@brilla/types';
import { ButtonLink } from '~/components/ui/button-link';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useContentLang } from '~/i18n/content-language';
import type { BlockProps } from '~/lib/block-props';
import { SLOTS } from '~/lib/media';
import { BannerCarousel } from './banner-carousel';

/** The page's opening band on a dark gradient; the first hero carries the page's h1. */
export function Hero({ block, index, data: banners }: BlockProps<HeroBlock, Banner[]>) {
  const Heading = index === 0 ? 'h1' : 'h2';
  const hasMedia = block.showBanners || block.image;
  // The banners come in the page language; the block's own text may not (content-language).
  const lang = useContentLang();
  return (
    <section
      data-theme="dark"
      className="relative overflow-hidden bg-hero pt-32 pb-20 text-white md:pt-40 md:pb-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent/30 blur-3xl"
      />
      <div
        className={`container-page relative grid items-center gap-12 ${hasMedia ? 'lg:grid-cols-2' : ''}`}
      >
        <div lang={lang} className={hasMedia ? '' : 'mx-auto max-w-3xl text-center'}>
          <Heading className="text-4xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl xl:text-6xl">
            {block.title}
          </Heading>
          {block.subtitle ? (
            <p className="mt-6 text-lg leading-relaxed text-white/85 md:text-xl">
              {block.subtitle}
            </p>
          ) : null}
          {block.ctaLabel && block.ctaUrl ? (
            <div className={`mt-10 flex flex-wrap gap-4 ${hasMedia ? '' : 'justify-center'}`}>
              <ButtonLink href={block.ctaUrl} variant="light">
                {block.ctaLabel}
              </ButtonLink>
            </div>
          ) : null}
        </div>
        {block.showBanners ? (
          <BannerCarousel
            banners={banners ?? []}
            fallbackImage={block.image}
            fallbackAlt={block.imageAlt}
            fallbackDecorative={block.imageDecorative}
            priority={index === 0}
          />
        ) : block.image ? (
          <ResponsiveImage
            media={block.image}
            alt={block.imageAlt}
            decorative={block.imageDecorative}
            lang={lang}
            slot={SLOTS.hero}
            priority={index === 0}
            className="h-auto w-full rounded-3xl shadow-2xl shadow-black/40 ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  );
}
