import type { MediaTextBlock } from '@brilla/types';
import { ButtonLink } from '~/components/ui/button-link';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { RichText } from '~/components/ui/rich-text';
import type { BlockProps } from '~/lib/block-props';
import { SLOTS } from '~/lib/media';

export function MediaText({ block }: BlockProps<MediaTextBlock>) {
  const imageFirst = block.imagePosition === 'Izquierda';
  return (
    <section className="bg-white py-20 md:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        {block.image ? (
          <div data-animate className={imageFirst ? '' : 'lg:order-2'}>
            <ResponsiveImage
              media={block.image}
              alt={block.imageAlt}
              decorative={block.imageDecorative}
              slot={SLOTS.half}
              className="h-auto w-full rounded-3xl shadow-xl shadow-brand/10"
            />
          </div>
        ) : null}
        <div data-animate>
          <h2 className="text-3xl font-extrabold tracking-tight md:text-4xl">{block.title}</h2>
          <RichText content={block.body} className="text-lg text-ink/85" />
          {block.ctaLabel && block.ctaUrl ? (
            <ButtonLink href={block.ctaUrl} className="mt-4">
              {block.ctaLabel}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
