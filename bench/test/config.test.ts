import { describe, expect, it } from 'vitest';
import { PAGES, QUICK_PAGES, runOptions } from '../src/config.ts';

describe('runOptions', () => {
  it('is a full run by default: every page, nine runs, every section', () => {
    const options = runOptions({});
    expect(options).toMatchObject({
      full: true,
      quick: false,
      runs: 9,
      loadSeconds: 10,
      pages: PAGES,
    });
    expect(options.sections).toEqual(['lighthouse', 'load', 'publish', 'analytics', 'photos']);
    expect(options.tiers).toEqual(['mid', 'low']);
    expect(options.baseUrl).toBeNull();
  });
  it('BENCH_QUICK=1 makes a short partial run', () => {
    expect(runOptions({ BENCH_QUICK: '1' })).toMatchObject({
      full: false,
      runs: 1,
      loadSeconds: 5,
      pages: QUICK_PAGES,
      tiers: ['mid', 'low'],
    });
  });
  it('BENCH_TIERS picks the calibrated tiers; fewer than both is a partial run', () => {
    expect(runOptions({ BENCH_TIERS: 'low' })).toMatchObject({ tiers: ['low'], full: false });
    expect(runOptions({ BENCH_TIERS: '' })).toMatchObject({ tiers: [], full: false });
    expect(() => runOptions({ BENCH_TIERS: 'mid,high' })).toThrow(/unknown tier 'high'/);
  });
  it('reads a running stack and its admin from the environment', () => {
    const options = runOptions({
      BENCH_BASE_URL: 'http://127.0.0.1:3000/',
      BENCH_CMS_URL: 'http://127.0.0.1:1337',
      BENCH_ADMIN_EMAIL: 'a@b.c',
      BENCH_ADMIN_PASSWORD: 'x',
    });
    expect(options.baseUrl).toBe('http://127.0.0.1:3000');
    expect(options.admin).toEqual({ email: 'a@b.c', password: 'x' });
  });
  it('rejects unknown sections and impossible numbers', () => {
    expect(() => runOptions({ BENCH_SECTIONS: 'lighthouse,speed' })).toThrow(
      /unknown section 'speed'/,
    );
    expect(() => runOptions({ BENCH_RUNS: '0' })).toThrow(/BENCH_RUNS/);
  });
  it('a subset of pages or sections is a partial run', () => {
    expect(runOptions({ BENCH_PAGES: '/inicio' }).full).toBe(false);
    expect(runOptions({ BENCH_SECTIONS: 'load' }).full).toBe(false);
  });
});
