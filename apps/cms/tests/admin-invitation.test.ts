import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi } from './helpers/strapi';

/**
 * An invitation link that does not work (cut short when copied, used, withdrawn) gets a message
 * that says so and what to do, in the admin's language, on the page that reads it and on the
 * registration itself; the whole link still works.
 */
describe('the invitation link', () => {
  let cms: BootedStrapi;
  let token: string;

  beforeAll(async () => {
    cms = await bootStrapi();
    const admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
    const roles = (await admin('GET', '/admin/roles')).body.data as Array<{
      id: number;
      name: string;
    }>;
    const editor = roles.find(({ name }) => name === 'Editor');
    const invited = await admin('POST', '/admin/users', {
      firstname: 'Invitada',
      lastname: 'Prueba',
      email: 'invitada@brilla.test',
      roles: [editor?.id],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    token = (invited.body.data as { registrationToken: string }).registrationToken;
  });

  afterAll(async () => {
    await cms?.close();
  });

  const info = (registrationToken: string, language?: string) =>
    fetch(`${cms.baseUrl}/admin/registration-info?registrationToken=${registrationToken}`, {
      headers: language ? { 'accept-language': language } : {},
    });

  it('explains a link cut short, in Spanish by default and in English when asked', async () => {
    // What Strapi showed before: the link cut at 70 characters, with "..." after it.
    const cut = `${token.slice(0, 10)}...`;
    const spanish = await info(cut);
    expect(spanish.status).toBe(400);
    const body = (await spanish.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^Este enlace de invitación no funciona: está incompleto/);
    expect(body.error.message).toContain('pide a un administrador que te invite de nuevo');
    const english = (await (await info(cut, 'en-US,en;q=0.9')).json()) as Json;
    expect(JSON.stringify(english)).toContain('This invitation link does not work');

    const registered = await fetch(`${cms.baseUrl}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({
        registrationToken: token.slice(0, 20),
        userInfo: { firstname: 'Invitada', lastname: 'Prueba', password: 'Invitada2026' },
      }),
    });
    expect(registered.status).toBe(400);
    expect(JSON.stringify(await registered.json())).toContain(
      'Este enlace de invitación no funciona',
    );
  });

  it('still opens with the whole link', async () => {
    const whole = await info(token);
    expect(whole.status).toBe(200);
    expect(((await whole.json()) as { data: { email: string } }).data.email).toBe(
      'invitada@brilla.test',
    );
  });
});
