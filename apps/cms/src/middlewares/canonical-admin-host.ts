type Ctx = {
  method: string;
  path: string;
  originalUrl: string;
  hostname: string;
  get: (header: string) => string;
  set: (header: string, value: string) => void;
  redirect: (url: string) => void;
  status: number;
};

/**
 * The admin's pages open only at the CMS's public address (`CMS_PUBLIC_URL`, the `origin` given):
 * a browser that reaches them under another host name (`127.0.0.1` for `localhost`, an internal
 * name for the public one) is sent there, same path and query. The admin's preview frames the
 * site, and the site lets only that address frame it (its cookie, too, is for that site); the
 * admin's own API calls go to that address as well. Before, the preview pane showed Chromium's
 * "localhost is blocked" to whoever opened `http://127.0.0.1:1337/admin`.
 * Only page loads (GET or HEAD of `/admin…` asking for HTML) move, and only when the host name
 * differs: ports and schemes are the proxy's business (nginx passes the Host as typed), and the
 * API under `/admin` (JSON) answers at any name. No `CMS_PUBLIC_URL`: nothing moves.
 */
export default ({ origin }: { origin: string | null }) => {
  const canonical = origin ? new URL(origin) : null;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (
      canonical === null ||
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !/^\/admin(\/|$)/i.test(ctx.path) ||
      !ctx.get('accept').includes('text/html') ||
      ctx.hostname.toLowerCase() === canonical.hostname
    ) {
      return next();
    }
    ctx.status = 302;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${canonical.origin}${ctx.originalUrl}`);
  };
};
