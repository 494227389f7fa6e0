// @vitest-environment node
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HttpResponse, http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyUploads } from '../../server/uploads';
import { CMS_URL } from '../mocks/cms';
import { server as msw } from '../mocks/server';

let web: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => web?.close(resolve));
  web = undefined;
});

/** The uploads proxy alone on a free port; the CMS is msw's fake, counting what it is asked. */
async function start(keep = true) {
  const app = express();
  app.use('/uploads', proxyUploads(CMS_URL, { keep }));
  web = app.listen(0, '127.0.0.1');
  await once(web, 'listening');
  const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  const asked: string[] = [];
  msw.use(
    http.all(`${base}/*`, () => passthrough()),
    http.get(`${CMS_URL}/uploads/:name`, ({ params }) => {
      asked.push(String(params.name));
      const name = String(params.name);
      // w384_old: an upload the variants command has not reached (no AVIF twin).
      if (name === 'missing.webp' || name === 'w384_old.avif') {
        return new HttpResponse(null, { status: 404 });
      }
      const size = name === 'poster.webp' ? 2 * 1024 * 1024 : name.endsWith('.avif') ? 3000 : 6000;
      const type = name.endsWith('.avif')
        ? 'image/avif'
        : name.endsWith('.jpg')
          ? 'image/jpeg'
          : 'image/webp';
      return HttpResponse.arrayBuffer(new Uint8Array(size).fill(7).buffer, {
        headers: { 'content-type': type, etag: '"v1"' },
      });
    }),
  );
  return {
    asked,
    get: (path: string, method = 'GET', accept?: string) =>
      fetch(`${base}${path}`, { method, headers: accept ? { accept } : {} }),
  };
}

describe('uploads through the web', () => {
  it('asks the CMS once for an image every visitor of a page loads', async () => {
    const { asked, get } = await start();
    const first = await get('/uploads/hero.webp');
    const again = await get('/uploads/hero.webp');
    const head = await get('/uploads/hero.webp', 'HEAD');
    expect(asked).toEqual(['hero.webp']);
    for (const answer of [first, again, head]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('etag')).toBe('"v1"');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox/);
    }
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBe(6000);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
  });

  it('keeps neither missing files nor large ones, nor anything when told to keep nothing', async () => {
    const { asked, get } = await start();
    expect((await get('/uploads/missing.webp')).status).toBe(404);
    expect((await get('/uploads/missing.webp')).status).toBe(404);
    const poster = await get('/uploads/poster.webp');
    expect((await poster.arrayBuffer()).byteLength).toBe(2 * 1024 * 1024);
    await (await get('/uploads/poster.webp')).arrayBuffer();
    expect(asked).toEqual(['missing.webp', 'missing.webp', 'poster.webp', 'poster.webp']);

    await new Promise((resolve) => web?.close(resolve));
    const off = await start(false);
    await (await off.get('/uploads/hero.webp')).arrayBuffer();
    await (await off.get('/uploads/hero.webp')).arrayBuffer();
    expect(off.asked).toEqual(['hero.webp', 'hero.webp']);
  });

  describe('a variant in the browser’s format', () => {
    const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const OLD_SAFARI = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

    it('answers the AVIF twin to a browser that reads AVIF, the JPEG to any other', async () => {
      const { asked, get } = await start();
      const avif = await get('/uploads/w768_foto.jpg', 'GET', CHROME);
      expect(avif.status).toBe(200);
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect((await avif.arrayBuffer()).byteLength).toBe(3000);
      const jpeg = await get('/uploads/w768_foto.jpg', 'GET', OLD_SAFARI);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect((await jpeg.arrayBuffer()).byteLength).toBe(6000);
      const none = await get('/uploads/w768_foto.jpg');
      expect(none.headers.get('content-type')).toBe('image/jpeg');
      await none.arrayBuffer();
      for (const answer of [avif, jpeg, none]) {
        // Every cache between keys the one URL by Accept.
        expect(answer.headers.get('vary')).toBe('Accept');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      }
      // Each kept once, under its own file: the second AVIF visitor costs the CMS nothing.
      const again = await get('/uploads/w768_foto.jpg', 'GET', CHROME);
      expect(again.headers.get('content-type')).toBe('image/avif');
      await again.arrayBuffer();
      expect(asked).toEqual(['w768_foto.avif', 'w768_foto.jpg']);
    });

    it('falls back to the JPEG when the variant has no AVIF twin', async () => {
      const { asked, get } = await start();
      const answer = await get('/uploads/w384_old.jpg', 'GET', CHROME);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('vary')).toBe('Accept');
      await answer.arrayBuffer();
      expect(asked).toEqual(['w384_old.avif', 'w384_old.jpg']);
    });

    it('answers any other file as it is, without Vary', async () => {
      const { asked, get } = await start();
      const answer = await get('/uploads/hero.webp', 'GET', CHROME);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('vary')).toBeNull();
      await answer.arrayBuffer();
      expect(asked).toEqual(['hero.webp']);
    });
  });
});
