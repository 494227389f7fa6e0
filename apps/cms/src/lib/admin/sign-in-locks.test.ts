import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { createLoginGuard } from './login-guard';
import { MANAGE_LOCKS, registerSignInLockRoutes } from './sign-in-locks';

type Route = {
  method: string;
  path: string;
  config: unknown;
  info: unknown;
  handler: (ctx: unknown) => Promise<unknown>;
};
type Registered = { type: string; prefix: string; routes: Route[] };

type Answer = {
  params: { id?: string };
  status: number;
  body: unknown;
  headers: Record<string, string>;
  notFound: (message: string) => void;
  set: (name: string, value: string) => void;
};

function context(id?: string): Answer {
  const ctx: Answer = {
    params: id === undefined ? {} : { id },
    status: 404,
    body: undefined,
    headers: {},
    notFound: (message) => {
      ctx.status = 404;
      ctx.body = { error: message };
    },
    set: (name, value) => {
      ctx.headers[name] = value;
    },
  };
  return ctx;
}

async function lockedRoutes() {
  const guard = createLoginGuard(
    {
      ipMaxFailures: 1,
      emailMaxFailures: 5,
      windowSeconds: 600,
      firstLockoutSeconds: 60,
      lockoutSeconds: 900,
      redisUrl: null,
    },
    { warn: () => undefined },
  );
  const registered: Registered[] = [];
  const strapi = fakeStrapi({
    server: { routes: (routes: Registered) => registered.push(routes) },
  });
  registerSignInLockRoutes(strapi, guard);
  await guard.recordFailure('10.0.0.7', null);
  return { guard, registered };
}

describe('sign-in lock routes', () => {
  it('are admin routes for staff who may update admin users', async () => {
    const { registered } = await lockedRoutes();
    expect(MANAGE_LOCKS).toBe('admin::users.update');
    const config = {
      policies: [
        'admin::isAuthenticatedAdmin',
        { name: 'admin::hasPermissions', config: { actions: ['admin::users.update'] } },
      ],
    };
    expect(
      registered.map(({ type, prefix, routes }) => ({
        type,
        prefix,
        routes: routes.map(({ method, path, config, info }) => ({ method, path, config, info })),
      })),
    ).toEqual([
      {
        type: 'admin',
        prefix: '/sign-in-locks',
        routes: [
          { method: 'GET', path: '/', config, info: { type: 'admin' } },
          { method: 'DELETE', path: '/:id', config, info: { type: 'admin' } },
        ],
      },
    ]);
  });

  it('lists the lockouts in force, never cached, with the time each ends', async () => {
    const { registered } = await lockedRoutes();
    const list = registered[0]?.routes[0];
    const ctx = context();
    await list?.handler(ctx);
    expect(ctx.headers).toEqual({ 'Cache-Control': 'no-store' });
    const body = ctx.body as {
      data: { id: string; kind: string; subject: string; until: string }[];
    };
    expect(body.data).toEqual([
      { id: 'ip:10.0.0.7', kind: 'ip', subject: '10.0.0.7', until: expect.any(String) },
    ]);
    const until = Date.parse(body.data[0]?.until ?? '');
    expect(new Date(until).toISOString()).toBe(body.data[0]?.until);
    expect(until).toBeGreaterThan(Date.now() + 55_000);
  });

  it('lifts a lockout by its id, and answers 404 for one no longer in force', async () => {
    const { registered, guard } = await lockedRoutes();
    const lift = registered[0]?.routes[1];
    const lifted = context('ip:10.0.0.7');
    await lift?.handler(lifted);
    expect([lifted.status, lifted.body]).toEqual([204, null]);
    expect(await guard.check('10.0.0.7', null)).toEqual({ allowed: true });
    for (const ctx of [context('ip:10.0.0.7'), context()]) {
      await lift?.handler(ctx);
      expect([ctx.status, ctx.body]).toEqual([
        404,
        {
          error:
            'Ese bloqueo ya no está en vigor (terminó o alguien lo levantó); recargue la lista.',
        },
      ]);
    }
  });
});
