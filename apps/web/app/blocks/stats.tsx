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
            <div key={`${item.value}-${item.label}`} data-animate className="stat-card">
              <dt className="stat-label">{item.label}</dt>
              <dd className="stat-value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
