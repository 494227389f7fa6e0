import { describe, expect, it } from 'vitest';
import requestGuard from './request-guard';

type Shape = {
  method?: string;
  url?: string;
  type?: string | null;
  length?: number;
  language?: string;
};
const MB = 1024 * 1024;

async function send({
  method = 'POST',
  url = '/api/contact-submissions',
  type = null,
  length,
  language,
}: Shape) {
  const headers: Record<string, string> = {};
  const ctx = {
    method,
    path: url.split('?')[0] ?? url,
    status: 404,
    body: undefined as unknown,
    req: { url },
    request: { length, headers: { 'accept-language': language } },
    is: (pattern: string) =>
      type && pattern === 'multipart/*' && type.startsWith('multipart/') ? 'multipart' : false,
    set: (name: string, value: string) => {
      headers[name] = value;
    },
  };
  let reached = false;
  await requestGuard({ maxBodyBytes: 1000, maxUploadBytes: 2 * MB })(ctx, async () => {
    reached = true;
  });
  return { reached, status: ctx.status, headers, body: ctx.body };
}

describe('request guard', () => {
  it('answers TRACE, TRACK and CONNECT with 405 and the methods it allows', async () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      const result = await send({ method, url: '/' });
      expect(result).toMatchObject({ reached: false, status: 405 });
      expect(result.headers.Allow).toContain('GET');
    }
  });

  it('refuses a request target that is not a path', async () => {
    for (const url of ['http://evil.example/', '*', 'evil.example:443']) {
      expect(await send({ method: 'GET', url })).toMatchObject({ reached: false, status: 400 });
    }
  });

  it('refuses multipart everywhere but a POST to the upload routes, unread', async () => {
    const multipart = 'multipart/form-data; boundary=x';
    for (const url of [
      '/api/contact-submissions',
      '/admin/login',
      '/nope',
      '/UPLOAD',
      '/upload/x',
    ]) {
      expect(await send({ url, type: multipart })).toMatchObject({ reached: false, status: 415 });
    }
    expect(await send({ method: 'PUT', url: '/upload', type: multipart })).toMatchObject({
      status: 415,
    });
    for (const url of ['/upload', '/api/upload', '/upload/files/12/replace']) {
      expect((await send({ url, type: multipart })).reached).toBe(true);
    }
  });

  it('refuses a declared body over the limit: larger for uploads', async () => {
    expect(await send({ length: 1001 })).toMatchObject({ reached: false, status: 413 });
    expect((await send({ length: 1000 })).reached).toBe(true);
    const upload = { url: '/upload', type: 'multipart/form-data; boundary=x' };
    expect((await send({ ...upload, length: 2 * MB })).reached).toBe(true);
    expect(await send({ ...upload, length: 2 * MB + 1 })).toMatchObject({
      reached: false,
      status: 413,
    });
  });

  it('tells the media library, in Spanish unless the browser prefers English, what to do with a file too heavy', async () => {
    const upload = { url: '/upload', type: 'multipart/form-data; boundary=x', length: 3 * MB };
    const message = async (language?: string) =>
      ((await send({ ...upload, language })).body as { error: { message: string } }).error.message;
    const spanish =
      'El archivo pesa más de 2 MB, el máximo por subida. Redúcelo (una foto de 4000 píxeles de ancho en JPEG pesa unos 3 MB) y vuelve a subirlo.';
    expect(await message()).toBe(spanish);
    expect(await message('es-CO,es;q=0.9,en;q=0.8')).toBe(spanish);
    expect(await message('en-US,en;q=0.9')).toBe(
      'The file is over 2 MB, the most one upload may be. Make it smaller (a 4000-pixel-wide JPEG photo is about 3 MB) and upload it again.',
    );
    const other = await send({ length: 1001 });
    expect((other.body as { error: { message: string } }).error.message).toBe(
      'Request body too large',
    );
  });
});
