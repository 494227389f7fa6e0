import type { Testimonial, TestimonialsBlock } from '@brilla/types';
import { Icon } from '~/components/ui/icon';
import { LoadError } from '~/components/ui/load-error';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n/use-t';
import type { BlockProps } from '~/lib/block-props';
import { SLOTS } from '~/lib/media';

export function Testimonials({
  block,
  data: testimonials,
}: BlockProps<TestimonialsBlock, Testimonial[]>) {
  const t = useT();
  return (
    <Section title={block.title} intro={block.subtitle} tone="dark" className="bg-hero">
      {testimonials === undefined ? (
        <LoadError message={t('testimonials.loadError')} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.documentId} data-animate>
              <figure className="quote-card">
                <Icon name="quote" className="size-8 text-accent" />
                <blockquote className="quote-text">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  {item.avatar ? (
                    <ResponsiveImage
                      media={item.avatar}
                      alt={item.avatarAlt}
                      decorative={item.avatarDecorative}
                      slot={SLOTS.avatar}
                      className="quote-avatar"
                    />
                  ) : null}
                  <span>
                    <span className="block font-bold">{item.name}</span>
                    <span className="block text-sm text-white/75">{item.role}</span>
                  </span>
                </figcaption>
                {item.videoUrl ? (
                  <a
                    href={item.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 font-semibold text-white underline underline-offset-4"
                  >
                    {t('testimonials.watchVideo', { name: item.name })}
                  </a>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
