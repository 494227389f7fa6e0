import { describe, expect, it } from 'vitest';
import { stripDraftParams } from './draft-params';

describe('stripDraftParams', () => {
  it.each([
    ['status=draft', ''],
    ['locale=es&status=draft', 'locale=es'],
    ['status%5B0%5D=draft&locale=es', 'locale=es'],
    ['%5Bstatus%5D=draft', ''],
    ['st%61tus=draft', ''],
    ['status[]=draft&status=published', ''],
    ['publicationState=preview&sort=order:asc', 'sort=order:asc'],
    ['hasPublishedVersion=false', ''],
  ])('removes draft selection from %s', (input, output) => {
    expect(stripDraftParams(input)).toBe(output);
  });

  it('leaves other parameters byte for byte', () => {
    const query =
      'filters%5Bslug%5D%5B%24eq%5D=inicio&locale=en&filters[status]=x&statusText=1&sta+tus=x';
    expect(stripDraftParams(query)).toBe(query);
  });
});
