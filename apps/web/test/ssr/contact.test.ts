// @vitest-environment node
import { CONTACT_RATE_LIMIT } from '@brilla/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildContactBlock, buildHero, buildPage } from '../mocks/factories';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(() => {
  cms.pages.es.push(
    buildPage({
      slug: 'contactanos',
      title: 'Contáctanos',
      blocks: [buildHero(), buildContactBlock()],
    }),
  );
  return purgeAppCache();
});

/** A client of its own for each post that names none: the limit stays out of those tests. */
let clients = 0;
const anotherClient = () => `192.0.2.${++clients}`;

const post = (path: string, fields: Record<string, string>, clientIp = anotherClient()) =>
  render(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    { clientIp },
  );

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hola, quiero información.' };

/** Uses up a client's contact limit (the default both apps share). */
async function exhaust(clientIp: string): Promise<void> {
  for (let i = 0; i < CONTACT_RATE_LIMIT.points; i += 1) {
    expect((await post('/contactanos', valid, clientIp)).status).toBe(200);
  }
}

describe('contact form without JavaScript', () => {
  it('answers the full page with inline messages and keeps what was typed', async () => {
    const response = await post('/contactanos', {
      name: 'A',
      email: 'no-es-email',
      message: 'Hola, quiero información.',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('El nombre debe tener al menos 2 caracteres');
    expect(html).toContain('Por favor ingresa un email válido');
    expect(html).toContain('value="no-es-email"');
    expect(html).toContain('Hola, quiero información.</textarea>');
    expect(cms.submissions).toHaveLength(0);
  });

  it('answers the full page with the success message after storing the message', async () => {
    const html = await (
      await post('/contactanos', {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hola, quiero información.',
      })
    ).text();
    expect(html).toContain('¡Mensaje enviado exitosamente! Te contactaremos pronto.');
    expect(cms.submissions).toHaveLength(1);
  });

  it('answers 400 with the failure message in the page to a JSON or text/plain post', async () => {
    const json = await render('/contactanos', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Hola, hola.' }),
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('Error al enviar el mensaje. Por favor intenta de nuevo.');
    const plain = await render('/en/contactanos.data', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=Ana',
    });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain('Error sending message. Please try again.');
    expect(cms.submissions).toHaveLength(0);
  });
});

describe('contact posts over the limit', () => {
  it.each([
    ['/contactanos', 'es', 'Has enviado demasiados mensajes', 'Enviar mensaje'],
    ['/en/contactanos', 'en', 'You have sent too many messages', 'Send message'],
  ])(
    'without JavaScript, %s answers a small 429 page in %s that keeps the typed values',
    async (path, language, message, submit) => {
      // The app's limiter lives in its own module copy (Vite's): one client per case.
      const client = `198.51.100.${language === 'es' ? 20 : 30}`;
      await exhaust(client);
      const typed = {
        name: 'Bea <b>',
        email: 'bea@example.com',
        message: 'Segundo mensaje & más.',
      };
      const response = await post(path, typed, client);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-language')).toBe(language);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(message);
      expect(html).toContain(submit);
      // Typed values, escaped, in a plain form posting to the same page.
      expect(html).toContain('value="Bea &lt;b&gt;"');
      expect(html).toContain('value="bea@example.com"');
      expect(html).toContain('Segundo mensaje &amp; más.</textarea>');
      expect(html).toContain(`action="${path}"`);
      // Not the site's page: no app scripts, no CMS content, a few kilobytes at most.
      expect(html).not.toContain('<script');
      expect(html).not.toContain('Tu talento merece');
      expect(html.length).toBeLessThan(4000);
      expect(cms.submissions).toHaveLength(CONTACT_RATE_LIMIT.points);
    },
  );

  it('answers an invalid post from a client over the limit the same way, without checking it', async () => {
    await exhaust('198.51.100.21');
    const response = await post('/contactanos', { name: 'A' }, '198.51.100.21');
    expect(response.status).toBe(429);
    expect(await response.text()).not.toContain('El nombre debe tener al menos');
  });

  it('keeps its action on the site for a post to a hostile path', async () => {
    await exhaust('198.51.100.22');
    const html = await (await post('//evil.example/contactanos', valid, '198.51.100.22')).text();
    expect(html).toContain('action="/evil.example/contactanos"');
  });

  it('with JavaScript (the fetcher), answers the rate-limited message as data, 429', async () => {
    await exhaust('198.51.100.23');
    const response = await post('/contactanos.data', valid, '198.51.100.23');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await response.text()).toContain('Has enviado demasiados mensajes');
  });

  it('answers the same small page when the CMS says the client is over its limit', async () => {
    cms.contactReply = 'rate-limited';
    const response = await post('/contactanos', valid, '198.51.100.24');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});

describe('the outcome in the status, with and without JavaScript', () => {
  it.each([
    ['/contactanos', 'Por favor ingresa un email válido'],
    ['/contactanos.data', 'Por favor ingresa un email válido'],
    ['/en/contactanos.data', 'Please enter a valid email'],
  ])('%s: an invalid post is 400 with the field messages', async (path, message) => {
    const response = await post(path, { ...valid, email: 'x' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it.each([
    ['down', 503],
    ['failing', 502],
  ] as const)(
    'a CMS %s: the message is not stored, %i with the failure message',
    async (reply, status) => {
      expectConsoleErrors();
      cms.contactReply = reply;
      for (const path of ['/contactanos', '/contactanos.data']) {
        const response = await post(path, valid);
        expect(response.status, path).toBe(status);
        expect(await response.text()).toContain('Error al enviar el mensaje');
      }
    },
  );

  it('a stored message is 200 with the success message (page and fetcher)', async () => {
    for (const path of ['/contactanos', '/contactanos.data']) {
      const response = await post(path, valid);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('¡Mensaje enviado exitosamente!');
    }
  });
});

describe('interest and data-protection notice', () => {
  it.each([
    ['/contactanos?interes=manager', 'manager'],
    ['/contactanos?interes=MARCA', 'marca'],
    ['/en/contactanos?interest=manager', 'manager'],
    ['/en/contactanos?interes=creador', 'creador'],
  ])('%s preselects %s', async (path, interest) => {
    const html = await (await render(path)).text();
    expect(html).toMatch(new RegExp(`<option value="${interest}" selected="">`));
  });

  it('preselects nothing without a known interest', async () => {
    const html = await (await render('/contactanos?interes=vip')).text();
    expect(html).not.toMatch(/<option value="(creador|manager|marca|otro)" selected/);
    expect(html).toContain('<option value="" selected="">Elige una opción</option>');
    expect(html).toContain('¿Qué te interesa?');
  });

  it.each([
    [
      '/contactanos',
      '/privacy',
      'Política de privacidad',
      '(versión 2026-03-01)',
      'Ley 1581 de 2012',
    ],
    [
      '/en/contactanos',
      '/en/privacy',
      'Privacy policy',
      '(version 2026-03-01)',
      'Law 1581 of 2012',
    ],
  ])(
    '%s shows the authorization notice with a link to %s and the version',
    async (path, link, text, version, law) => {
      const html = await (await render(path)).text();
      expect(html).toContain(`href="${link}"`);
      expect(html).toContain(text);
      expect(html).toContain(version);
      expect(html).toContain(law);
      expect(html).toContain('name="policyVersion" value="2026-03-01"');
    },
  );

  it('keeps the chosen interest after an invalid post without JavaScript', async () => {
    const html = await (
      await post('/contactanos', { ...valid, email: 'x', interest: 'marca' })
    ).text();
    expect(html).toContain('<option value="marca" selected="">');
  });
});
