import type { RichTextBlockComponent } from '@brilla/types';
import { RichText } from '~/components/ui/rich-text';
import type { BlockProps } from '~/lib/block-props';

export function RichTextSection({ block }: BlockProps<RichTextBlockComponent>) {
  return (
    <section className="bg-white py-16 md:py-20">
      <div className="container-page max-w-3xl text-lg text-ink/90">
        {block.title ? (
          <h2 className="mb-6 text-3xl font-extrabold tracking-tight md:text-4xl">{block.title}</h2>
        ) : null}
        <RichText content={block.body} />
      </div>
    </section>
  );
}
