import { describe, expect, it } from 'vitest';
import { refusedParameter, TOKEN_ONLY } from './allowlist';

describe('public query allowlist', () => {
  it('accepts every call the web makes, encoded or not', () => {
    for (const query of [
      '',
      'filters[slug][$eq]=inicio&locale=es',
      'filters%5Bslug%5D%5B%24eq%5D=single%2Finicio&locale=en',
      'locale=es&fields[0]=slug&fields[1]=title&fields[2]=framed&fields[3]=updatedAt&pagination[pageSize]=200',
      'locale=es&sort=order:asc',
      'filters[category][slug][$eq]=consejos&locale=es&sort=publishedDate:desc&pagination[page]=1&pagination[pageSize]=9',
      'locale=es&sort=publishedDate%3Adesc&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=12',
      // An unknown path's slug can be long; the answer is an empty list, not a refusal.
      `filters[slug][$eq]=${'%F3%96%B5%B2'.repeat(500)}&locale=en`,
    ]) {
      expect(refusedParameter(query), query).toBeNull();
    }
  });

  it('names the first parameter it refuses', () => {
    expect(refusedParameter('filters[$or]=x')).toBe('filters[$or]');
    expect(refusedParameter('locale=es&populate=*')).toBe('populate');
    expect(refusedParameter('filters[slug][$eq][0]=a')).toBe('filters[slug][$eq][0]');
    expect(refusedParameter('filters[category][name][$eq]=a')).toBe('filters[category][name][$eq]');
    expect(refusedParameter('filters[category][slug][$ne]=a')).toBe('filters[category][slug][$ne]');
    expect(refusedParameter('filters[slug][$eq]=%00')).toBe('filters[slug][$eq]');
    expect(refusedParameter('locale=es&locale=en')).toBe('locale');
    expect(refusedParameter('locale=%zz')).toBe('locale');
    expect(refusedParameter('%E0%A4%A=1')).toBe('%E0%A4%A');
  });

  it('takes each name whole: nothing before or after it', () => {
    for (const name of [
      'xlocale',
      'localex',
      'xfilters[slug][$eq]',
      'filters[slug][$eq]x',
      'xsort',
      'sortx',
      'xpagination[page]',
      'pagination[page]x',
      'xfields[0]',
      'fields[0]x',
      'fields[100]',
    ]) {
      expect(refusedParameter(`${name}=1`), name).toBe(name);
    }
    expect(refusedParameter('fields[12]=slug&fields[7]=title')).toBeNull();
  });

  it('decodes a + in a name as a space, as Strapi does', () => {
    expect(refusedParameter('locale+=es')).toBe('locale ');
  });

  it('skips empty parts, and names the parameter as sent when its value is malformed', () => {
    expect(refusedParameter('locale=es&&sort=title&')).toBeNull();
    expect(refusedParameter('so%72t=%=01')).toBe('so%72t');
  });

  it('lets an authenticated reader choose the version, and nothing more', () => {
    expect(refusedParameter('status=draft')).toBe('status');
    expect(refusedParameter('status=draft&locale=es', TOKEN_ONLY)).toBeNull();
    for (const name of ['xstatus', 'statusx']) {
      expect(refusedParameter(`${name}=draft`, TOKEN_ONLY), name).toBe(name);
    }
  });
});
