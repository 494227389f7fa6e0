import type { FaqBlock } from '@brilla/types';
import { Icon } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import type { BlockProps } from '~/lib/block-props';

/** Questions as native disclosures: they open and close without JavaScript. */
export function Faq({ block }: BlockProps<FaqBlock>) {
  return (
    <Section title={block.title} tone="soft">
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {block.items.map((item) => (
          <details
            key={item.question}
            data-animate
            className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 open:shadow-lg"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon name="plus" className="shrink-0 text-brand transition group-open:rotate-45" />
            </summary>
            <p className="mt-4 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
