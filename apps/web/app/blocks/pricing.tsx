import type { PricingBlock } from '@brilla/types';
import { ButtonLink } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import type { BlockProps } from '~/lib/block-props';

export function Pricing({ block }: BlockProps<PricingBlock>) {
  return (
    <Section title={block.title} intro={block.intro} tone="soft">
      <ul className="grid items-stretch gap-6 lg:grid-cols-3">
        {block.plans.map((plan) => (
          <li
            key={plan.name}
            data-animate
            data-theme={plan.highlighted ? 'dark' : undefined}
            className={`flex flex-col rounded-3xl p-8 ${
              plan.highlighted
                ? 'bg-hero text-white shadow-2xl shadow-brand/30 lg:-my-4'
                : 'bg-white shadow-sm ring-1 ring-ink/5'
            }`}
          >
            <h3 className="text-xl font-bold">{plan.name}</h3>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold">{plan.price}</span>
              {plan.period ? (
                <span className={plan.highlighted ? 'text-white/75' : 'text-muted'}>
                  {plan.period}
                </span>
              ) : null}
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-3">
              {plan.features
                .split('\n')
                .filter((line) => line.trim() !== '')
                .map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Icon
                      name="check"
                      width={20}
                      height={20}
                      className={`mt-0.5 shrink-0 ${plan.highlighted ? 'text-white' : 'text-brand'}`}
                    />
                    {feature}
                  </li>
                ))}
            </ul>
            {plan.ctaLabel && plan.ctaUrl ? (
              <ButtonLink
                href={plan.ctaUrl}
                variant={plan.highlighted ? 'light' : 'primary'}
                className="mt-8"
              >
                {plan.ctaLabel}
              </ButtonLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
