import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCalculatorBlock, buildCalculatorSetting } from '../../../test/mocks/factories';
import { renderInApp } from '../../../test/render';
import { Calculator } from './calculator';
import { DEFAULT_RATES, evaluate, inputsFromSearch } from './calculator-state';

function renderCalculator(
  path = '/calculadora',
  setting = buildCalculatorSetting(),
  beforeHydration?: (container: HTMLElement) => void,
) {
  return renderInApp(<Calculator block={buildCalculatorBlock()} index={1} data={setting} />, {
    path,
    beforeHydration,
  });
}

const total = () => screen.getByTestId('calculator-total').textContent?.replace(/\s/g, ' ');

describe('calculator', () => {
  it('starts from the URL query, so a shared link shows the same result', () => {
    renderCalculator('/calculadora?h=12&r=3&l=intermediate');
    expect(screen.getByLabelText('Horas por semana')).toHaveValue('12');
    expect(screen.getByLabelText('Influencers reclutados por semana')).toHaveValue('3');
    expect(screen.getByLabelText('Nivel de conocimiento de TikTok')).toHaveValue('intermediate');
    // 12 × 5 × 52/12 = 260 + 3 × 10 × 52/12 = 130 → 390, +10 % → 429.
    expect(total()).toBe('429,00 US$');
    const results = screen.getByRole('region', { name: 'Ingreso mensual estimado' });
    for (const amount of ['260,00 US$', '130,00 US$', '390,00 US$', '39,00 US$', '429,00 US$']) {
      expect(
        within(results).getAllByText(amount, { normalizer: (text) => text.replace(/\s/g, ' ') })
          .length,
      ).toBeGreaterThan(0);
    }
    expect(screen.getByRole('img', { name: /Desglose del ingreso mensual/ })).toBeInTheDocument();
  });

  it('updates the result and the URL as the visitor types', async () => {
    const user = userEvent.setup();
    renderCalculator('/calculadora');
    const hours = screen.getByLabelText('Horas por semana');
    await user.clear(hours);
    await user.type(hours, '20');
    await user.selectOptions(screen.getByLabelText('Nivel de conocimiento de TikTok'), 'expert');
    expect(window.location.search).toBe('?h=20&r=1&l=expert');
    // Each part is rounded to cents (calculateIncome): 433.33 + 43.33 = 476.66, +20 % (95.33).
    expect(total()).toBe('571,99 US$');
  });

  it('keeps and counts what the visitor typed before the page hydrated', () => {
    renderCalculator('/calculadora', buildCalculatorSetting(), (container) => {
      const field = (name: string) =>
        container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      (field('h') as HTMLInputElement).value = '12';
      (field('r') as HTMLInputElement).value = '3';
      (field('l') as HTMLSelectElement).value = 'intermediate';
    });
    expect(screen.getByLabelText('Horas por semana')).toHaveValue('12');
    expect(total()).toBe('429,00 US$');
    expect(window.location.search).toBe('?h=12&r=3&l=intermediate');
  });

  it('counts a value that reached a field but not the state, once another field changes', async () => {
    // A visitor typed into the field while the block was still the server's HTML (its code on
    // its way), and React heard nothing of it; the next change must not put the old value back.
    const user = userEvent.setup();
    renderCalculator('/calculadora');
    const hours = screen.getByLabelText('Horas por semana') as HTMLInputElement;
    const setNativeValue = Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'value',
    )?.set;
    setNativeValue?.call(hours, '12');
    await user.selectOptions(
      screen.getByLabelText('Nivel de conocimiento de TikTok'),
      'intermediate',
    );
    const recruits = screen.getByLabelText('Influencers reclutados por semana');
    await user.clear(recruits);
    await user.type(recruits, '3');
    expect(hours).toHaveValue('12');
    expect(total()).toBe('429,00 US$');
    expect(window.location.search).toBe('?h=12&r=3&l=intermediate');
  });

  it('shows a localized message for out-of-range input and never NaN', async () => {
    const user = userEvent.setup();
    renderCalculator('/en/calculadora?h=85');
    expect(screen.getByText('Enter between 0 and 84 hours per week')).toBeInTheDocument();
    expect(screen.getByLabelText('Hours per week')).toHaveAttribute('aria-invalid', 'true');
    expect(total()).toBe('—');
    expect(document.body).not.toHaveTextContent('NaN');
    const recruits = screen.getByLabelText('Recruited influencers per week');
    await user.clear(recruits);
    await user.type(recruits, '2.55');
    expect(screen.getByText('Use whole numbers or one decimal place')).toBeInTheDocument();
  });

  it('formats amounts in the page language and the CMS currency', () => {
    renderCalculator(
      '/en/calculadora?h=10&r=0&l=beginner',
      buildCalculatorSetting({ currency: 'EUR' }),
    );
    // 10 × 5 × 52/12 = 216.67
    expect(total()).toBe('€216.67');
  });

  it('shows the load error with a retry when the settings did not load', () => {
    renderInApp(<Calculator block={buildCalculatorBlock()} index={1} />, { path: '/calculadora' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar la calculadora');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('calculator state', () => {
  it('falls back to defaults for missing or oversized query values', () => {
    const inputs = inputsFromSearch(new URLSearchParams('h=1234567890123&l=guru'));
    expect(inputs).toEqual({ hours: '10', recruits: '1', level: 'beginner' });
  });

  it('accepts a comma as decimal mark and the bounds themselves', () => {
    const view = evaluate({ hours: '84', recruits: '0,5', level: 'basic' }, DEFAULT_RATES);
    expect(view.hoursProblem).toBeNull();
    expect(view.recruitsProblem).toBeNull();
    expect(view.breakdown?.hoursPay).toBe(1820);
  });

  it('reports a range problem for negative numbers', () => {
    expect(
      evaluate({ hours: '-1', recruits: '0', level: 'basic' }, DEFAULT_RATES).hoursProblem,
    ).toEqual({
      key: 'calculator.errors.hoursRange',
      values: { min: 0, max: 84 },
    });
  });
});
