import type { StatsBlock } from '@brilla/types';
import type { BlockProps } from '~/lib/block-props';

export function Stats({ block }: BlockProps<StatsBlock>) {
  return (
    <section className="relative z-10 bg-white py-16">
      <div className="container-page">
        {block.title ? (
          <h2 className="mb-10 text-center text-2xl font-extrabold tracking-tight md:text-3xl">
            {block.title}
          </h2>
        ) : null}
        <dl className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
          {block.items.map((item) => (
            <div
              key={`${item.value}-${item.label}`}
              data-animate
              className="flex flex-col-reverse rounded-3xl bg-brand-light/70 p-6 text-center ring-1 ring-brand/10"
            >
              <dt className="mt-2 text-sm font-medium text-muted md:text-base">{item.label}</dt>
              <dd className="bg-gradient-to-r from-brand to-accent bg-clip-text text-2xl font-extrabold break-words text-transparent sm:text-3xl md:text-4xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
