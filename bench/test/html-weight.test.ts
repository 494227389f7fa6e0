import { describe, expect, it } from 'vitest';
import { weighHtml } from '../src/html-weight.ts';

describe('weighHtml', () => {
  it('weighs the document in UTF-8 bytes and counts only the route-data scripts as inline data', () => {
    const data =
      '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[\\"ñ\\"]");</script>';
    const html = `<html><head><script type="application/ld+json">{"a":1}</script></head><body><p>Mañana</p>${data}<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>`;
    expect(weighHtml(html)).toEqual({
      html: Buffer.byteLength(html),
      inlineData: Buffer.byteLength(data),
    });
    expect(weighHtml(html).html).toBe(html.length + 2);
  });

  it('finds no inline data in a page without React Router hydration', () => {
    expect(weighHtml('<html><body>Hola</body></html>').inlineData).toBe(0);
  });
});
