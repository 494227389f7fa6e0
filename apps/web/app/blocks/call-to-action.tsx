import type { CallToActionBlock } from '@brilla/types';
import { ButtonLink } from '~/components/ui/button-link';
import type { BlockProps } from '~/lib/block-props';

export function CallToAction({ block }: BlockProps<CallToActionBlock>) {
  return (
    <section className="bg-white py-16 md:py-20">
      <div className="container-page">
        <div
          data-theme="dark"
          data-animate
          className="relative overflow-hidden rounded-[2rem] bg-hero px-8 py-14 text-center text-white md:px-16"
        >
          <h2 className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {block.title}
          </h2>
          {block.text ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{block.text}</p>
          ) : null}
          <ButtonLink href={block.buttonUrl} variant="light" className="mt-8">
            {block.buttonLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
