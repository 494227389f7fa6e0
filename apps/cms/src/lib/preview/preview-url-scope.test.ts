import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { scopePreviewUrls } from './preview-url-scope';

type Ctx = {
  params: { contentType?: string };
  state: { userAbility?: { can: (action: string, subject: string) => boolean } };
  forbidden: (message: string) => string;
};

function guarded() {
  const asked: string[][] = [];
  const controller: Record<string, unknown> = {
    getPreviewUrl(this: unknown, ctx: Ctx) {
      return {
        url: 'https://web.example/preview?secret=s',
        for: ctx.params.contentType,
        self: this,
      };
    },
  };
  scopePreviewUrls(
    fakeStrapi({
      controller: (uid: string) => (uid === 'plugin::content-manager.preview' ? controller : {}),
    }),
  );
  const call = (ctx: Ctx) => (controller.getPreviewUrl as (ctx: Ctx) => unknown)(ctx);
  const ability = (allowed: string[]) => ({
    can: (action: string, subject: string) => {
      asked.push([action, subject]);
      return allowed.includes(subject);
    },
  });
  return { controller, call, asked, ability };
}
const forbidden = (message: string) => `403 ${message}`;
const REFUSAL =
  '403 Your role may not read this content type, so it gets no preview link; ask an administrator for access.';

describe('preview link scope', () => {
  it('gives the link to a role that may read the type in the content manager', () => {
    const { controller, call, asked, ability } = guarded();
    const answer = call({
      params: { contentType: 'api::blog.blog' },
      state: { userAbility: ability(['api::blog.blog']) },
      forbidden,
    });
    expect(answer).toEqual({
      url: 'https://web.example/preview?secret=s',
      for: 'api::blog.blog',
      self: controller,
    });
    expect(asked).toEqual([['plugin::content-manager.explorer.read', 'api::blog.blog']]);
  });

  it('refuses a role that may not, a request without abilities and one without a type', () => {
    const { call, asked, ability } = guarded();
    const state = { userAbility: ability(['api::blog.blog']) };
    expect(call({ params: { contentType: 'api::page.page' }, state, forbidden })).toBe(REFUSAL);
    expect(call({ params: {}, state, forbidden })).toBe(REFUSAL);
    expect(asked.at(-1)).toEqual(['plugin::content-manager.explorer.read', '']);
    expect(call({ params: { contentType: 'api::blog.blog' }, state: {}, forbidden })).toBe(REFUSAL);
  });

  it('refuses to start when Strapi has no such action', () => {
    expect(() => scopePreviewUrls(fakeStrapi({ controller: () => ({}) }))).toThrow(
      "Strapi's content manager has no preview.getPreviewUrl action to guard.",
    );
  });
});
