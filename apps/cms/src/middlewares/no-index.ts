type Ctx = { set: (name: string, value: string) => void };

/**
 * Nothing the CMS answers belongs in a search engine: the admin, the API, its errors. Visitors
 * see content and images through the site (the web, or the bucket behind the proxy's `/media/`).
 * Set before anything else runs, so refusals and errors carry it too.
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  await next();
};
