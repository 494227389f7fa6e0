import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, searchQuery } from './search-query';

const query = (search: string) => searchQuery(new URL(`https://brilla.example/buscar${search}`));

describe('searchQuery', () => {
  it('reads ?q= without the spaces around it', () => {
    expect(query('?q=%20%20tiktok%20live%20')).toBe('tiktok live');
    expect(query('?page=2&q=agencia')).toBe('agencia');
  });

  it('is empty when the URL asks nothing', () => {
    expect(query('')).toBe('');
    expect(query('?q=')).toBe('');
    expect(query('?q=%20%20')).toBe('');
  });

  it(`cuts a long query at ${MAX_QUERY_LENGTH} characters, after trimming`, () => {
    expect(MAX_QUERY_LENGTH).toBe(100);
    const long = 'a'.repeat(150);
    expect(query(`?q=${long}`)).toBe('a'.repeat(100));
    expect(query(`?q=${' '.repeat(10)}${'b'.repeat(99)}c${'d'.repeat(5)}`)).toBe(
      `${'b'.repeat(99)}c`,
    );
  });
});
