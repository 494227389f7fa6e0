import type { CalculatorSetting } from '@brilla/types';
import {
  CALCULATOR_HOURS_MAX,
  CALCULATOR_HOURS_MIN,
  CALCULATOR_LEVELS,
  CALCULATOR_RECRUITS_MAX,
  CALCULATOR_RECRUITS_MIN,
  type CalculatorBreakdown,
  type CalculatorLevel,
  type CalculatorRates,
  calculateIncome,
  checkCalculatorNumber,
} from '@brilla/validation';

/** Inputs as typed, kept in the URL query: `?h=12&r=3&l=intermediate`. */
export type CalculatorInputs = { hours: string; recruits: string; level: CalculatorLevel };

const DEFAULT_INPUTS: CalculatorInputs = { hours: '10', recruits: '1', level: 'beginner' };

/** docs/design.md §7 seeded defaults, used only when the CMS has no calculator settings at all. */
export const DEFAULT_RATES: CalculatorRates = {
  currency: 'USD',
  weeksPerMonth: 52 / 12,
  hourlyRate: 5,
  perRecruitRate: 10,
  bonusPercent: { beginner: 0, basic: 5, intermediate: 10, advanced: 15, expert: 20 },
};

export function ratesFrom(setting: CalculatorSetting | null): CalculatorRates {
  if (!setting) return DEFAULT_RATES;
  return {
    currency: setting.currency,
    weeksPerMonth: setting.weeksPerMonth,
    hourlyRate: setting.hourlyRate,
    perRecruitRate: setting.perRecruitRate,
    bonusPercent: {
      beginner: setting.bonusBeginner,
      basic: setting.bonusBasic,
      intermediate: setting.bonusIntermediate,
      advanced: setting.bonusAdvanced,
      expert: setting.bonusExpert,
    },
  };
}

function isLevel(value: string | null): value is CalculatorLevel {
  // Stryker disable next-line StringLiteral: any text that is not a level reads as no level, like the empty one
  return (CALCULATOR_LEVELS as readonly string[]).includes(value ?? '');
}

/** URL query → inputs; long or missing values fall back to the defaults. */
export function inputsFromSearch(search: URLSearchParams): CalculatorInputs {
  const text = (name: string, fallback: string) => {
    const value = search.get(name);
    return value !== null && value.length <= 12 ? value : fallback;
  };
  const level = search.get('l');
  return {
    hours: text('h', DEFAULT_INPUTS.hours),
    recruits: text('r', DEFAULT_INPUTS.recruits),
    level: isLevel(level) ? level : DEFAULT_INPUTS.level,
  };
}

export function searchFromInputs(inputs: CalculatorInputs): string {
  return new URLSearchParams({ h: inputs.hours, r: inputs.recruits, l: inputs.level }).toString();
}

type FieldProblem = { key: string; values: Record<string, number> } | null;

export type CalculatorView = {
  hoursProblem: FieldProblem;
  recruitsProblem: FieldProblem;
  /** Null while an input is out of range: nothing is computed from a bad number. */
  breakdown: CalculatorBreakdown | null;
};

function problem(raw: string, min: number, max: number, rangeKey: string) {
  const check = checkCalculatorNumber(raw, min, max);
  if (check.ok) return { value: check.value, problem: null };
  const key = check.reason === 'range' ? rangeKey : 'calculator.errors.step';
  return { value: null, problem: { key, values: { min, max } } };
}

export function evaluate(inputs: CalculatorInputs, rates: CalculatorRates): CalculatorView {
  const hours = problem(
    inputs.hours,
    CALCULATOR_HOURS_MIN,
    CALCULATOR_HOURS_MAX,
    'calculator.errors.hoursRange',
  );
  const recruits = problem(
    inputs.recruits,
    CALCULATOR_RECRUITS_MIN,
    CALCULATOR_RECRUITS_MAX,
    'calculator.errors.recruitsRange',
  );
  const breakdown =
    hours.value !== null && recruits.value !== null
      ? calculateIncome(rates, hours.value, recruits.value, inputs.level)
      : null;
  return { hoursProblem: hours.problem, recruitsProblem: recruits.problem, breakdown };
}
