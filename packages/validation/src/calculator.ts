export const CALCULATOR_HOURS_MIN = 0;
export const CALCULATOR_HOURS_MAX = 84;
export const CALCULATOR_RECRUITS_MIN = 0;
export const CALCULATOR_RECRUITS_MAX = 100;

export const CALCULATOR_LEVELS = [
  'beginner',
  'basic',
  'intermediate',
  'advanced',
  'expert',
] as const;
export type CalculatorLevel = (typeof CALCULATOR_LEVELS)[number];

export type CalculatorRates = {
  currency: string;
  weeksPerMonth: number;
  hourlyRate: number;
  perRecruitRate: number;
  /** Bonus in percent per level, e.g. { beginner: 0, …, expert: 20 }. */
  bonusPercent: Record<CalculatorLevel, number>;
};

export type CalculatorBreakdown = {
  hoursPay: number;
  recruitsPay: number;
  subtotal: number;
  bonus: number;
  total: number;
};

export type NumberCheck = { ok: true; value: number } | { ok: false; reason: 'range' | 'step' };

/** Integers or one decimal within [min, max]; "," is accepted as the decimal mark. */
export function checkCalculatorNumber(raw: string, min: number, max: number): NumberCheck {
  const text = raw.trim().replace(',', '.');
  if (text === '') return { ok: true, value: 0 };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, reason: 'step' };
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return { ok: false, reason: 'range' };
  if (!/^-?\d+(\.\d)?$/.test(text)) return { ok: false, reason: 'step' };
  // "-0" is zero: a negative zero would be shown, and multiplied into the pay, as "-0".
  return { ok: true, value: value === 0 ? 0 : value };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** docs/design.md §7: pay for hours and recruits per month, the level's bonus on their sum. */
export function calculateIncome(
  rates: CalculatorRates,
  hoursPerWeek: number,
  recruitsPerWeek: number,
  level: CalculatorLevel,
): CalculatorBreakdown {
  const hoursPay = round2(hoursPerWeek * rates.hourlyRate * rates.weeksPerMonth);
  const recruitsPay = round2(recruitsPerWeek * rates.perRecruitRate * rates.weeksPerMonth);
  const subtotal = round2(hoursPay + recruitsPay);
  const bonus = round2((subtotal * rates.bonusPercent[level]) / 100);
  return { hoursPay, recruitsPay, subtotal, bonus, total: round2(subtotal + bonus) };
}
