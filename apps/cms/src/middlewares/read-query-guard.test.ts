import { describe, expect, it } from 'vitest';
import { rememberSiteToken } from '../bootstrap/api-tokens';
import guard from './read-query-guard';

type Reader = { credentials?: unknown } | undefined;

async function read(querystring: string, auth: Reader) {
  const ctx = { querystring, status: 404, body: undefined as unknown, state: { auth } };
  let reached = false;
  await guard()(ctx, async () => {
    reached = true;
  });
  return { reached, status: ctx.status, querystring: ctx.querystring };
}

// What Strapi leaves in ctx.state.auth: the public role (no or unusable credentials) has none;
// the site's token (id 7 here) reads published content like it.
rememberSiteToken(7);
const SITE: Reader = { credentials: { id: 7, type: 'custom' } };
const PUBLIC: Reader[] = [undefined, {}, { credentials: null }, SITE];
const TOKEN: Reader = { credentials: { id: 1, type: 'read-only' } };

describe('read query guard', () => {
  it('drops every draft selection of a public or site-token read, whatever headers came with it', async () => {
    for (const auth of PUBLIC) {
      for (const query of [
        'status=draft',
        'st%61tus=draft',
        '%5Bstatus%5D=draft',
        'publicationState=preview',
      ]) {
        const result = await read(`locale=es&${query}`, auth);
        expect(result).toEqual({ reached: true, status: 404, querystring: 'locale=es' });
      }
    }
  });

  it('refuses a public read with a parameter the web never sends, before Strapi sees it', async () => {
    for (const auth of PUBLIC) {
      for (const query of ['filters[$or]=x', 'filters[createdBy][email][$eq]=a', 'populate=*']) {
        const result = await read(query, auth);
        expect(result.reached).toBe(false);
        expect(result.status).toBe(400);
      }
    }
  });

  it('lets an API token choose the version, and nothing beyond the web parameters', async () => {
    expect(await read('locale=es&status=draft', TOKEN)).toEqual({
      reached: true,
      status: 404,
      querystring: 'locale=es&status=draft',
    });
    const refused = await read('status=draft&filters[$or]=x', TOKEN);
    expect(refused).toMatchObject({ reached: false, status: 400 });
  });
});
