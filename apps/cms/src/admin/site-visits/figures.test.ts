import { describe, expect, it } from 'vitest';
import { conversion, reportFailure, vitalCell } from './figures';

describe('the report’s figures', () => {
  it('shows a conversion rate as a percentage in the admin’s language, a dash without visits', () => {
    expect(conversion(1, 40, 'es')).toBe('2,5 %');
    expect(conversion(1, 40, 'en')).toBe('2.5 %');
    expect(conversion(1, 3, 'es')).toBe('33,3 %');
    expect(conversion(0, 12, 'es')).toBe('0 %');
    // A source with messages and no entry visit in the period (the visit counted the day before).
    expect(conversion(2, 0, 'es')).toBe('—');
  });

  it('shows a p75 with its unit and Google’s rating, nothing without measurements', () => {
    expect(vitalCell('LCP', 2500, 'es')).toEqual({ text: '≤ 2500 ms', rating: 'good' });
    expect(vitalCell('CLS', 0.25, 'en')).toEqual({ text: '≤ 0.25', rating: 'needs-improvement' });
    expect(vitalCell('INP', null, 'es')).toBeNull();
  });

  it('says why a report did not load', () => {
    expect(reportFailure(new Error('offline'))).toEqual({ id: 'siteVisits.offline' });
  });
});
