import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The whole stylesheet's load, which a client navigation waits for: resolved unless a test holds it. */
const stylesheet = vi.hoisted(() => ({ loaded: Promise.resolve() }));
vi.mock('./full-stylesheet', () => ({ loadFullStylesheet: () => stylesheet.loaded }));

type Answer = { contentVersion: number; complete: boolean; title: string };

/** A fresh module (its cache and the version it has seen), as a new visit has. */
let cachedRouteData: typeof import('./route-cache').cachedRouteData;
beforeEach(async () => {
  stylesheet.loaded = Promise.resolve();
  vi.resetModules();
  vi.useRealTimers();
  ({ cachedRouteData } = await import('./route-cache'));
});

/** A client loader's call for `path`, its server loader answering `answer` (and counted). */
function visit(path: string, answer: Answer) {
  const serverLoader = vi.fn(async () => answer);
  const request = new Request(`http://localhost${path}`);
  return { read: () => cachedRouteData({ request, serverLoader }), serverLoader };
}

const answer = (title: string, contentVersion = 1, complete = true): Answer => ({
  title,
  contentVersion,
  complete,
});

describe("the browser's cache of route data", () => {
  it('answers back and forward within its freshness without asking the server', async () => {
    const home = visit('/inicio', answer('Inicio'));
    expect(await home.read()).toEqual(answer('Inicio'));
    await visit('/blog', answer('Blog')).read();
    expect(await home.read()).toEqual(answer('Inicio'));
    expect(home.serverLoader).toHaveBeenCalledTimes(1);
  });

  it('keeps each URL apart, the query string included', async () => {
    const first = visit('/blog', answer('Página 1'));
    const second = visit('/blog?page=2', answer('Página 2'));
    expect((await first.read()).title).toBe('Página 1');
    expect((await second.read()).title).toBe('Página 2');
    expect(second.serverLoader).toHaveBeenCalledTimes(1);
  });

  it('asks the server again once the content is older than its freshness', async () => {
    vi.useFakeTimers({ now: 0 });
    const home = visit('/inicio', answer('Inicio'));
    await home.read();
    vi.setSystemTime(59_000);
    await home.read();
    expect(home.serverLoader).toHaveBeenCalledTimes(1);
    vi.setSystemTime(61_000);
    await home.read();
    expect(home.serverLoader).toHaveBeenCalledTimes(2);
  });

  it('drops everything it kept when an answer says content was published since', async () => {
    const home = visit('/inicio', answer('Inicio', 1));
    await home.read();
    await visit('/blog', answer('Blog', 2)).read();
    await home.read();
    expect(home.serverLoader).toHaveBeenCalledTimes(2);
    // An older replica's answer (version 1 again) changes nothing.
    const about = visit('/nosotros', answer('Nosotros', 1));
    await about.read();
    await home.read();
    expect(home.serverLoader).toHaveBeenCalledTimes(2);
  });

  it('shows the next page once the whole stylesheet is there (it may use classes the first left out)', async () => {
    let arrive = () => {};
    stylesheet.loaded = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let shown = false;
    const read = visit('/blog', answer('Blog'))
      .read()
      .then(() => {
        shown = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toBe(false);
    arrive();
    await read;
    expect(shown).toBe(true);
  });

  it('never keeps an answer a part of which failed, so a retry asks the server', async () => {
    const blog = visit('/blog', answer('Blog'));
    await blog.read();
    const home = visit('/inicio', answer('Inicio', 1, false));
    await home.read();
    await home.read();
    expect(home.serverLoader).toHaveBeenCalledTimes(2);
    // Only that answer: what was kept of other pages stays.
    await blog.read();
    expect(blog.serverLoader).toHaveBeenCalledTimes(1);
  });
});
