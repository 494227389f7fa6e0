import { afterEach, describe, expect, it } from 'vitest';
import { changesPublicContent, webhookConfig } from './web-webhook';

const drafts = { options: { draftAndPublish: true } };
const live = { options: { draftAndPublish: false } };

afterEach(() => {
  delete process.env.WEB_WEBHOOK_URLS;
  delete process.env.WEB_WEBHOOK_TIMEOUT_MS;
});

describe('which Document Service calls reach the web', () => {
  it('publish, unpublish and delete of public content', () => {
    for (const action of ['publish', 'unpublish', 'delete']) {
      expect(changesPublicContent({ uid: 'api::blog.blog', action, contentType: drafts })).toBe(
        true,
      );
    }
  });

  it('saves only when they publish or the type has no drafts', () => {
    const blog = { uid: 'api::blog.blog', contentType: drafts };
    expect(changesPublicContent({ ...blog, action: 'update', params: {} })).toBe(false);
    expect(changesPublicContent({ ...blog, action: 'create', params: { status: 'draft' } })).toBe(
      false,
    );
    expect(
      changesPublicContent({ ...blog, action: 'update', params: { status: 'published' } }),
    ).toBe(true);
    const settings = { uid: 'api::site-setting.site-setting', contentType: live };
    expect(changesPublicContent({ ...settings, action: 'update', params: {} })).toBe(true);
  });

  it('never reads, discards or private types', () => {
    expect(changesPublicContent({ uid: 'api::blog.blog', action: 'findMany' })).toBe(false);
    expect(changesPublicContent({ uid: 'api::blog.blog', action: 'discardDraft' })).toBe(false);
    expect(
      changesPublicContent({
        uid: 'api::contact-submission.contact-submission',
        action: 'create',
        contentType: live,
      }),
    ).toBe(false);
  });
});

describe('webhookConfig', () => {
  it('reads a comma-separated list, one URL per web replica', () => {
    process.env.WEB_WEBHOOK_URLS =
      ' http://web-1:3000/webhooks/cms ,http://web-2:3000/webhooks/cms,';
    expect(webhookConfig().urls).toEqual([
      'http://web-1:3000/webhooks/cms',
      'http://web-2:3000/webhooks/cms',
    ]);
    delete process.env.WEB_WEBHOOK_URLS;
    expect(webhookConfig().urls).toEqual([]);
  });

  it('names the variable when an address is not an http(s) URL', () => {
    process.env.WEB_WEBHOOK_URLS = 'web-1:3000/webhooks';
    expect(() => webhookConfig()).toThrow(
      /WEB_WEBHOOK_URLS must be comma-separated http\(s\) URLs/,
    );
  });
});
