import type { ServicesGridBlock } from '@brilla/types';
import { Icon, isIconName } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import { SmartLink } from '~/components/ui/smart-link';
import { useUiLangInside } from '~/i18n/content-language';
import { useT } from '~/i18n/use-t';
import type { BlockProps } from '~/lib/block-props';

export function ServicesGrid({ block }: BlockProps<ServicesGridBlock>) {
  const t = useT();
  const uiLang = useUiLangInside();
  return (
    <Section title={block.title} intro={block.intro} tone="soft">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li
            key={item.title}
            data-animate
            className="group flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-brand/10"
          >
            <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand to-accent text-white">
              <Icon name={isIconName(item.icon) ? item.icon : 'star'} />
            </span>
            <h3 className="text-xl font-bold">{item.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{item.description}</p>
            {item.url ? (
              <SmartLink
                href={item.url}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-brand"
              >
                {/* The destination is part of the text (for search engines too), read by screen
                    readers and hidden on screen, where the card's title already says it. */}
                <span>
                  <span lang={uiLang}>{t('common.readMore')}</span>
                  <span className="sr-only">: {item.title}</span>
                </span>
                <Icon name="arrowRight" width={18} height={18} />
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
