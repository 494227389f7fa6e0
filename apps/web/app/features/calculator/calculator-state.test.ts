import { describe, expect, it } from 'vitest';
import { buildCalculatorSetting } from '../../../test/mocks/factories';
import {
  DEFAULT_RATES,
  evaluate,
  inputsFromSearch,
  ratesFrom,
  searchFromInputs,
} from './calculator-state';

const query = (text: string) => new URLSearchParams(text);

describe('the calculator rates', () => {
  it("takes each rate and level bonus from the CMS's calculator settings", () => {
    const setting = buildCalculatorSetting({
      currency: 'EUR',
      weeksPerMonth: 4,
      hourlyRate: 7,
      perRecruitRate: 12,
      bonusBeginner: 1,
      bonusBasic: 2,
      bonusIntermediate: 3,
      bonusAdvanced: 4,
      bonusExpert: 5,
    });
    expect(ratesFrom(setting)).toEqual({
      currency: 'EUR',
      weeksPerMonth: 4,
      hourlyRate: 7,
      perRecruitRate: 12,
      bonusPercent: { beginner: 1, basic: 2, intermediate: 3, advanced: 4, expert: 5 },
    });
  });

  it('uses the seeded rates of docs/design.md §7 when the CMS has no settings', () => {
    expect(ratesFrom(null)).toBe(DEFAULT_RATES);
    expect(DEFAULT_RATES).toEqual({
      currency: 'USD',
      weeksPerMonth: 52 / 12,
      hourlyRate: 5,
      perRecruitRate: 10,
      bonusPercent: { beginner: 0, basic: 5, intermediate: 10, advanced: 15, expert: 20 },
    });
  });
});

describe('the calculator query', () => {
  it('reads the inputs from ?h, ?r and ?l, as typed', () => {
    expect(inputsFromSearch(query('h=12,5&r=3&l=expert'))).toEqual({
      hours: '12,5',
      recruits: '3',
      level: 'expert',
    });
    expect(inputsFromSearch(query('h=&r=&l=basic'))).toEqual({
      hours: '',
      recruits: '',
      level: 'basic',
    });
  });

  it('starts from 10 hours, 1 recruit and the beginner level when the query has none', () => {
    expect(inputsFromSearch(query(''))).toEqual({ hours: '10', recruits: '1', level: 'beginner' });
  });

  it('drops a value longer than 12 characters and a level it does not know', () => {
    expect(inputsFromSearch(query(`h=${'1'.repeat(12)}&r=${'2'.repeat(13)}&l=master`))).toEqual({
      hours: '111111111111',
      recruits: '1',
      level: 'beginner',
    });
    expect(inputsFromSearch(query('l=')).level).toBe('beginner');
  });

  it('writes the inputs back to the same query', () => {
    const inputs = { hours: '12,5', recruits: '', level: 'advanced' } as const;
    expect(searchFromInputs(inputs)).toBe('h=12%2C5&r=&l=advanced');
    expect(inputsFromSearch(query(searchFromInputs(inputs)))).toEqual(inputs);
  });
});

describe('evaluate', () => {
  const rates = { ...DEFAULT_RATES, weeksPerMonth: 4 };

  it('computes the month from valid inputs, with no problem to show', () => {
    expect(evaluate({ hours: '10', recruits: '2', level: 'basic' }, rates)).toEqual({
      hoursProblem: null,
      recruitsProblem: null,
      breakdown: { hoursPay: 200, recruitsPay: 80, subtotal: 280, bonus: 14, total: 294 },
    });
  });

  it('accepts the ends of each range: 0–84 hours, 0–100 recruits', () => {
    const low = evaluate({ hours: '0', recruits: '0', level: 'beginner' }, rates);
    expect(low.breakdown?.total).toBe(0);
    expect([low.hoursProblem, low.recruitsProblem]).toEqual([null, null]);
    const high = evaluate({ hours: '84', recruits: '100', level: 'beginner' }, rates);
    expect(high.breakdown?.total).toBe(84 * 5 * 4 + 100 * 10 * 4);
  });

  it('names the range of the field out of it and computes nothing', () => {
    expect(evaluate({ hours: '85', recruits: '2', level: 'basic' }, rates)).toEqual({
      hoursProblem: { key: 'calculator.errors.hoursRange', values: { min: 0, max: 84 } },
      recruitsProblem: null,
      breakdown: null,
    });
    expect(evaluate({ hours: '10', recruits: '101', level: 'basic' }, rates)).toEqual({
      hoursProblem: null,
      recruitsProblem: { key: 'calculator.errors.recruitsRange', values: { min: 0, max: 100 } },
      breakdown: null,
    });
  });

  it('asks for whole numbers or one decimal when a field holds something else', () => {
    expect(evaluate({ hours: 'x12', recruits: '1.25', level: 'basic' }, rates)).toEqual({
      hoursProblem: { key: 'calculator.errors.step', values: { min: 0, max: 84 } },
      recruitsProblem: { key: 'calculator.errors.step', values: { min: 0, max: 100 } },
      breakdown: null,
    });
  });
});
