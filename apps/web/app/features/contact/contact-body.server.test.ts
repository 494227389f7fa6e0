// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTACT_BODY_MAX_BYTES, readContactForm } from './contact-body.server';

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://localhost/contactanos', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  });

describe('reading the contact form body', () => {
  it('reads an urlencoded form', async () => {
    const form = await readContactForm(
      post('name=Ana&message=Hola%20a%20todos', 'application/x-www-form-urlencoded'),
    );
    expect(form?.get('name')).toBe('Ana');
    expect(form?.get('message')).toBe('Hola a todos');
  });

  it('reads the type as browsers and proxies write it: any case, spaces before the parameters', async () => {
    for (const type of [
      'Application/X-WWW-Form-URLencoded',
      'application/x-www-form-urlencoded ; charset=UTF-8',
    ]) {
      expect((await readContactForm(post('name=Ana', type)))?.get('name'), type).toBe('Ana');
    }
  });

  it('refuses a type that only contains a form type', async () => {
    for (const type of [
      'xapplication/x-www-form-urlencoded',
      'text/application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded-json',
    ]) {
      expect(await readContactForm(post('name=Ana', type)), type).toBeNull();
    }
  });

  it('reads a multipart form', async () => {
    const data = new FormData();
    data.append('email', 'ana@example.com');
    const form = await readContactForm(
      new Request('http://localhost/', { method: 'POST', body: data }),
    );
    expect(form?.get('email')).toBe('ana@example.com');
  });

  it.each([
    ['JSON', '{"name":"Ana"}', 'application/json'],
    ['text/plain', 'name=Ana', 'text/plain'],
    ['no content type', 'name=Ana', undefined],
    [
      'broken multipart',
      '--x\r\nContent-Disposition: form-data\r\n\r\n',
      'multipart/form-data; boundary=x',
    ],
    ['multipart without boundary', 'name=Ana', 'multipart/form-data'],
  ])('gives nothing for a %s body', async (_label, body, type) => {
    expect(await readContactForm(post(body, type))).toBeNull();
  });

  it('gives nothing for a post without a body', async () => {
    expect(await readContactForm(post(null, 'application/x-www-form-urlencoded'))).toBeNull();
  });

  it(`gives nothing for a form over ${CONTACT_BODY_MAX_BYTES} bytes, and reads one just under`, async () => {
    const fill = (bytes: number) => `message=${'a'.repeat(bytes - 'message='.length)}`;
    const type = 'application/x-www-form-urlencoded';
    expect(await readContactForm(post(fill(CONTACT_BODY_MAX_BYTES + 1), type))).toBeNull();
    const form = await readContactForm(post(fill(CONTACT_BODY_MAX_BYTES), type));
    expect(String(form?.get('message')).length).toBe(CONTACT_BODY_MAX_BYTES - 8);
  });
});
