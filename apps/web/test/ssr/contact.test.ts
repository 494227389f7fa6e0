// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const post = (path: string, fields: Record<string, string>) =>
  render(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('contact form without JavaScript', () => {
  it('answers the full page with inline messages and keeps what was typed', async () => {
    const response = await post('/contactanos', {
      name: 'A',
      email: 'no-es-email',
      message: 'Hola, quiero información.',
    });
    expect(response.status).toBe(200);
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
