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
          <li key={item.title} data-animate className="lift-card group flex flex-col p-8">
            <span className="gradient-badge mb-6 size-14">
              <Icon name={isIconName(item.icon) ? item.icon : 'star'} />
            </span>
            <h3 className="text-xl font-bold">{item.title}</h3>
            <p className="card-text">{item.description}</p>
            {item.url ? (
              <SmartLink href={item.url} className="card-link">
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
