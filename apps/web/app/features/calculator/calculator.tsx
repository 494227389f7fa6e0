import type { CalculatorBlock, CalculatorSetting } from '@brilla/types';
import {
  CALCULATOR_HOURS_MAX,
  CALCULATOR_HOURS_MIN,
  CALCULATOR_LEVELS,
  CALCULATOR_RECRUITS_MAX,
  CALCULATOR_RECRUITS_MIN,
  type CalculatorLevel,
} from '@brilla/validation';
import { useEffect, useRef, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { LoadError } from '~/components/ui/load-error';
import { Section } from '~/components/ui/section';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import type { BlockProps } from '~/lib/block-props';
import { formatMoney } from '~/lib/format';
import { BreakdownChart } from './breakdown-chart';
import {
  type CalculatorInputs,
  evaluate,
  inputsFromSearch,
  ratesFrom,
  searchFromInputs,
} from './calculator-state';
import { NumberField } from './number-field';

/** The inputs as the form's fields hold them now (the same names as the URL query). */
function typedIn(form: HTMLFormElement): CalculatorInputs {
  const fields = new FormData(form);
  return inputsFromSearch(
    new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])),
  );
}

/**
 * docs/design.md §7: results follow the typing; the inputs live in the URL query so a result can be
 * shared and rendered by the server. Without JavaScript the form submits them as a GET.
 */
export function Calculator({
  block,
  data: setting,
}: BlockProps<CalculatorBlock, CalculatorSetting | null>) {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const [inputs, setInputs] = useState<CalculatorInputs>(() => inputsFromSearch(searchParams));
  const form = useRef<HTMLFormElement>(null);

  /**
   * A change starts from what the form's fields hold, not from the state: a value typed while
   * the block was still the server's HTML (its code on its way) may have reached the field but
   * not the state, and a render from the state alone would put the old value back.
   */
  function update(change: Partial<CalculatorInputs>) {
    const next = { ...(form.current ? typedIn(form.current) : inputs), ...change };
    setInputs(next);
    // Keeps the router's history entry; no navigation, so no loader runs while typing.
    window.history.replaceState(window.history.state, '', `?${searchFromInputs(next)}`);
  }

  // What a visitor typed before the page hydrated (a slow phone shows the fields well before
  // the scripts run) stays in the fields but not in the state: take it over once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (!form.current) return;
    const typed = typedIn(form.current);
    if (searchFromInputs(typed) !== searchFromInputs(inputs)) update(typed);
  }, []);

  if (setting === undefined) {
    return (
      <Section title={block.title} intro={block.intro}>
        <LoadError message={t('calculator.loadError')} />
      </Section>
    );
  }
  const rates = ratesFrom(setting);
  const view = evaluate(inputs, rates);
  const money = (value: number) => formatMoney(value, rates.currency, language);

  const message = (problem: ReturnType<typeof evaluate>['hoursProblem']) =>
    problem ? t(problem.key, problem.values) : null;

  return (
    <Section title={block.title} intro={block.intro} tone="soft" id="calculadora">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <Form
          ref={form}
          method="get"
          preventScrollReset
          className="flex flex-col gap-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/5"
        >
          <NumberField
            name="h"
            label={t('calculator.hoursPerWeek')}
            value={inputs.hours}
            min={CALCULATOR_HOURS_MIN}
            max={CALCULATOR_HOURS_MAX}
            error={message(view.hoursProblem)}
            onChange={(hours) => update({ hours })}
          />
          <NumberField
            name="r"
            label={t('calculator.recruitsPerWeek')}
            value={inputs.recruits}
            min={CALCULATOR_RECRUITS_MIN}
            max={CALCULATOR_RECRUITS_MAX}
            error={message(view.recruitsProblem)}
            onChange={(recruits) => update({ recruits })}
          />
          <div>
            <label htmlFor="calculator-level" className="mb-2 block font-semibold">
              {t('calculator.level')}
            </label>
            <select
              id="calculator-level"
              name="l"
              value={inputs.level}
              onChange={(event) => update({ level: event.target.value as CalculatorLevel })}
              className="w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-lg shadow-sm focus:border-brand"
            >
              {CALCULATOR_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`calculator.levels.${level}`)}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button
              type="submit"
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white"
            >
              {t('calculator.calculate')}
            </button>
          </noscript>
        </Form>
        <section
          data-theme="dark"
          aria-labelledby="calculator-result-title"
          className="flex flex-col gap-6 rounded-3xl bg-hero p-8 text-white"
          aria-live="polite"
        >
          <div>
            <h3 id="calculator-result-title" className="font-normal text-white/80">
              {t('calculator.estimatedIncome')}
            </h3>
            <p data-testid="calculator-total" className="mt-1 text-4xl font-extrabold md:text-5xl">
              {view.breakdown ? money(view.breakdown.total) : '—'}
            </p>
          </div>
          {view.breakdown ? (
            <>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-[15px]">
                <dt className="text-white/80">{t('calculator.hoursPay')}</dt>
                <dd className="text-end font-semibold">{money(view.breakdown.hoursPay)}</dd>
                <dt className="text-white/80">{t('calculator.recruitsPay')}</dt>
                <dd className="text-end font-semibold">{money(view.breakdown.recruitsPay)}</dd>
                <dt className="text-white/80">{t('calculator.subtotal')}</dt>
                <dd className="text-end font-semibold">{money(view.breakdown.subtotal)}</dd>
                <dt className="text-white/80">
                  {t('calculator.bonus')} ({rates.bonusPercent[inputs.level]} %)
                </dt>
                <dd className="text-end font-semibold">{money(view.breakdown.bonus)}</dd>
              </dl>
              <div className="rounded-2xl bg-white p-4">
                <BreakdownChart
                  breakdown={view.breakdown}
                  title={t('calculator.chartTitle')}
                  labels={{
                    hours: t('calculator.hoursPay'),
                    recruits: t('calculator.recruitsPay'),
                    bonus: t('calculator.bonus'),
                  }}
                  format={money}
                />
              </div>
            </>
          ) : (
            <p className="text-white/85">{t('calculator.fixInputs')}</p>
          )}
        </section>
      </div>
    </Section>
  );
}
