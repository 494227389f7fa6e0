import { describe, expect, it } from 'vitest';
import { type CalculatorRates, calculateIncome, checkCalculatorNumber } from './calculator.js';

const rates: CalculatorRates = {
  currency: 'USD',
  weeksPerMonth: 52 / 12,
  hourlyRate: 5,
  perRecruitRate: 10,
  bonusPercent: { beginner: 0, basic: 5, intermediate: 10, advanced: 15, expert: 20 },
};

describe('calculateIncome', () => {
  it('adds hours pay and recruits pay, then the level bonus', () => {
    const result = calculateIncome(rates, 12, 3, 'intermediate');
    expect(result.hoursPay).toBe(260); // 12 × 5 × 52/12
    expect(result.recruitsPay).toBe(130); // 3 × 10 × 52/12
    expect(result.subtotal).toBe(390);
    expect(result.bonus).toBe(39);
    expect(result.total).toBe(429);
  });

  it('gives 7384.00 at the top of both ranges for Expert (52/12 weeks, not 4.3333)', () => {
    expect(calculateIncome(rates, 84, 100, 'expert')).toEqual({
      hoursPay: 1820,
      recruitsPay: 4333.33,
      subtotal: 6153.33,
      bonus: 1230.67,
      total: 7384,
    });
  });

  it('gives zero everywhere for zero input', () => {
    expect(calculateIncome(rates, 0, 0, 'expert')).toEqual({
      hoursPay: 0,
      recruitsPay: 0,
      subtotal: 0,
      bonus: 0,
      total: 0,
    });
  });
});

describe('checkCalculatorNumber', () => {
  it('accepts integers, one decimal and a comma decimal mark', () => {
    expect(checkCalculatorNumber('84', 0, 84)).toEqual({ ok: true, value: 84 });
    expect(checkCalculatorNumber('2.5', 0, 84)).toEqual({ ok: true, value: 2.5 });
    expect(checkCalculatorNumber('2,5', 0, 84)).toEqual({ ok: true, value: 2.5 });
  });

  it('refuses out-of-range values, two decimals and text, never giving NaN', () => {
    expect(checkCalculatorNumber('84.1', 0, 84)).toEqual({ ok: false, reason: 'range' });
    expect(checkCalculatorNumber('-1', 0, 84)).toEqual({ ok: false, reason: 'range' });
    expect(checkCalculatorNumber('2.55', 0, 84)).toEqual({ ok: false, reason: 'step' });
    expect(checkCalculatorNumber('abc', 0, 84)).toEqual({ ok: false, reason: 'step' });
    // Out of range comes first: that message says more than the step's.
    expect(checkCalculatorNumber('84.25', 0, 84)).toEqual({ ok: false, reason: 'range' });
    expect(checkCalculatorNumber('-0.25', 0, 84)).toEqual({ ok: false, reason: 'range' });
  });

  it('reads a minus zero as zero, never as a negative zero shown as "-0"', () => {
    for (const raw of ['-0', '-0.0', '-0,0']) {
      const check = checkCalculatorNumber(raw, 0, 84);
      expect(check, raw).toEqual({ ok: true, value: 0 });
      expect(Object.is(check.ok && check.value, 0), raw).toBe(true);
    }
  });

  it('takes the edges of the range, blank as zero and spaces around a number', () => {
    expect(checkCalculatorNumber('0', 0, 84)).toEqual({ ok: true, value: 0 });
    expect(checkCalculatorNumber('100', 0, 100)).toEqual({ ok: true, value: 100 });
    expect(checkCalculatorNumber('', 0, 84)).toEqual({ ok: true, value: 0 });
    expect(checkCalculatorNumber('   ', 0, 84)).toEqual({ ok: true, value: 0 });
    expect(checkCalculatorNumber(' 12 ', 0, 84)).toEqual({ ok: true, value: 12 });
    expect(checkCalculatorNumber('3', 5, 84)).toEqual({ ok: false, reason: 'range' });
  });

  it('refuses text around digits and numbers written otherwise', () => {
    for (const raw of ['x12', '12x', '1 2', '1e1', '0x1', '.5', '5.', '1,2,3', '+1', 'Infinity']) {
      expect(checkCalculatorNumber(raw, 0, 84), raw).toEqual({ ok: false, reason: 'step' });
    }
  });
});
