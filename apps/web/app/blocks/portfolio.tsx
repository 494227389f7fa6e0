import type { PortfolioBlock } from '@brilla/types';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Section } from '~/components/ui/section';
import type { BlockProps } from '~/lib/block-props';
import { SLOTS } from '~/lib/media';

export function Portfolio({ block }: BlockProps<PortfolioBlock>) {
  return (
    <Section title={block.title} intro={block.intro}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li
            key={item.title}
            data-animate
            className="group overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
          >
            {item.image ? (
              <ResponsiveImage
                media={item.image}
                alt={item.imageAlt}
                decorative={item.imageDecorative}
                slot={SLOTS.card}
                className="aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105"
              />
            ) : null}
            <div className="p-6">
              <p className="text-sm font-semibold tracking-wider text-brand uppercase">
                {item.category}
              </p>
              <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
              {item.description ? (
                <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
