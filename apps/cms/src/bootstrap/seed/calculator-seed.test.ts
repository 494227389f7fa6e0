import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calculateIncome } from '@brilla/validation';
import { describe, expect, it } from 'vitest';

const seed = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../seed/calculator-setting.json'), 'utf8'),
) as Record<string, number | string>;

describe('seeded calculator settings', () => {
  it('use exactly 52/12 weeks per month, so 84 h and 100 recruits at Expert give $7,384.00', () => {
    expect(seed.weeksPerMonth).toBe(52 / 12);
    const result = calculateIncome(
      {
        currency: String(seed.currency),
        weeksPerMonth: Number(seed.weeksPerMonth),
        hourlyRate: Number(seed.hourlyRate),
        perRecruitRate: Number(seed.perRecruitRate),
        bonusPercent: {
          beginner: Number(seed.bonusBeginner),
          basic: Number(seed.bonusBasic),
          intermediate: Number(seed.bonusIntermediate),
          advanced: Number(seed.bonusAdvanced),
          expert: Number(seed.bonusExpert),
        },
      },
      84,
      100,
      'expert',
    );
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(money.format(result.total)).toBe('$7,384.00');
  });
});
