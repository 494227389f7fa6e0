import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { closeAll } from '../closers';
import { guardCredentialActions } from './credential-guard';
import { DEVICE_COOKIE, deviceKey, issueDevice } from './device-cookie';
import type { LoginGuardConfig } from './login-guard';

const ACTIONS = [
  'login',
  'registerAdmin',
  'register',
  'registrationInfo',
  'forgotPassword',
  'resetPassword',
  'accessToken',
] as const;
type Name = (typeof ACTIONS)[number];
const SECRET = 'admin jwt secret for the test';
const config: LoginGuardConfig = {
  ipMaxFailures: 3,
  emailMaxFailures: 2,
  windowSeconds: 600,
  firstLockoutSeconds: 60,
  lockoutSeconds: 900,
  redisUrl: null,
};

type Cookie = { value: string; options: Record<string, unknown> };
type Request = {
  ip?: string;
  body?: unknown;
  cookies?: Record<string, string>;
  language?: string;
  secure?: boolean;
};
type Ctx = ReturnType<typeof context>;

function context({ ip = '10.0.0.1', body, cookies = {}, language = '', secure = false }: Request) {
  const set: Record<string, Cookie> = {};
  const headers: Record<string, string> = {};
  return {
    status: 404,
    body: undefined as unknown,
    request: { ip, body, secure },
    cookies: {
      get: (name: string) => cookies[name],
      set: (name: string, value: string, options: Record<string, unknown>) => {
        set[name] = { value, options };
      },
    },
    set: (header: string, value: string) => {
      headers[header] = value;
    },
    get: (header: string) => (header === 'accept-language' ? language : ''),
    headers,
    setCookies: set,
  };
}

type Behaviour = (ctx: Ctx) => unknown;

/** Strapi's admin authentication controller, each action answering as the test says. */
function guardedAdmin(guardConfig = config) {
  const behaviour: Partial<Record<Name, Behaviour>> = {};
  const calls: Name[] = [];
  const warnings: string[] = [];
  const routes: { routes: { handler: (ctx: unknown) => Promise<unknown> }[] }[] = [];
  const controller: Record<string, unknown> = {};
  for (const name of ACTIONS) {
    controller[name] = async (ctx: Ctx) => {
      calls.push(name);
      return behaviour[name]?.(ctx);
    };
  }
  const strapi = fakeStrapi({
    config: {
      get: (key: string) => ({ 'login-guard': guardConfig, 'admin.auth.secret': SECRET })[key],
    },
    log: { warn: (message: string) => warnings.push(message) },
    server: { routes: (registered: (typeof routes)[number]) => routes.push(registered) },
    controller: (uid: string) => (uid === 'admin::authentication' ? controller : undefined),
  });
  guardCredentialActions(strapi);
  const call = async (name: Name, ctx: Ctx) => {
    const action = controller[name] as (ctx: Ctx) => Promise<unknown>;
    return action(ctx);
  };
  /** The lockouts as staff see them (GET /sign-in-locks). */
  const listed = async () => {
    const ctx = { body: undefined as unknown, set: () => undefined };
    await routes[0]?.routes[0]?.handler(ctx);
    return ctx.body;
  };
  return { behaviour, calls, warnings, call, listed, strapi };
}

const refused = (status: number) => (ctx: Ctx) => {
  ctx.status = status;
};
const signedIn = (ctx: Ctx) => {
  ctx.status = 200;
  ctx.body = { data: { token: 't' } };
  return 'answered';
};
const throwing = (error: unknown) => () => {
  throw error;
};
const withStatus = (message: string, status: number) =>
  Object.assign(new Error(message), { status });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('admin credential guard', () => {
  it('refuses to start when Strapi has no action of that name', () => {
    const strapi = fakeStrapi({
      config: { get: (key: string) => (key === 'login-guard' ? config : SECRET) },
      log: { warn: () => undefined },
      server: { routes: () => undefined },
      controller: () => ({ login: async () => undefined }),
    });
    expect(() => guardCredentialActions(strapi)).toThrow(
      "Strapi's admin has no authentication.registerAdmin action to guard.",
    );
  });

  it('counts a refused attempt on every credential action and then refuses the address', async () => {
    for (const name of ACTIONS) {
      const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
      admin.behaviour[name] = refused(400);
      const cookies = { strapi_admin_refresh: 'r' };
      await admin.call(name, context({ cookies }));
      const ctx = context({ cookies });
      await admin.call(name, ctx);
      expect(admin.calls, name).toEqual([name]);
      expect(ctx.status, name).toBe(429);
    }
  });

  it('answers a locked-out address with 429, the wait and a Spanish message', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ body: { email: 'ana@example.com' } }));
    const ctx = context({ body: { email: 'bo@example.com' } });
    expect(await admin.call('login', ctx)).toBeUndefined();
    expect(ctx.status).toBe(429);
    expect(ctx.headers).toEqual({ 'Retry-After': '60' });
    expect(ctx.body).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message:
          'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 1 minuto, o pida a un administrador que levante el bloqueo (Configuración → Bloqueos de inicio de sesión).',
        details: { retryAfterSeconds: 60 },
      },
    });
    expect(admin.warnings).toEqual(['Admin login refused for address 10.0.0.1 (locked for 60 s)']);
  });

  it('tells an English admin, in minutes, who is locked', async () => {
    const admin = guardedAdmin({ ...config, firstLockoutSeconds: 61 });
    admin.behaviour.login = refused(401);
    const attempt = () =>
      context({ ip: '10.0.0.2', body: { email: 'ana@example.com' }, language: 'en-GB,en;q=0.9' });
    await admin.call('login', attempt());
    await admin.call('login', attempt());
    const ctx = attempt();
    await admin.call('login', ctx);
    expect(ctx.body).toMatchObject({
      error: {
        message:
          'Too many failed sign-in attempts. Try again in 2 minutes, or ask an administrator to lift the lock (Settings → Sign-in locks).',
        details: { retryAfterSeconds: 61 },
      },
    });
    expect(admin.warnings).toEqual(['Admin login refused for an e-mail (locked for 61 s)']);
  });

  it('says "1 minute" in English for a first lockout', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
    admin.behaviour.login = refused(401);
    await admin.call('login', context({}));
    const ctx = context({ language: 'en' });
    await admin.call('login', ctx);
    expect(ctx.body).toMatchObject({
      error: { message: expect.stringContaining('Try again in 1 minute, or ask') },
    });
  });

  it('says "minutos" in Spanish past one minute', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 1, firstLockoutSeconds: 180 });
    admin.behaviour.login = refused(401);
    await admin.call('login', context({}));
    const ctx = context({});
    await admin.call('login', ctx);
    expect(ctx.body).toMatchObject({
      error: { message: expect.stringContaining('Vuelva a intentarlo en 3 minutos, o pida') },
    });
  });

  it('counts the errors Strapi throws for refused input, not its failures', async () => {
    const counted = [
      withStatus('Invalid credentials', 400),
      withStatus('Forbidden', 499),
      ...[
        'ApplicationError',
        'ValidationError',
        'UnauthorizedError',
        'ForbiddenError',
        'PolicyError',
        'NotFoundError',
      ].map(named),
    ];
    for (const error of counted) {
      const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
      admin.behaviour.forgotPassword = throwing(error);
      await expect(admin.call('forgotPassword', context({}))).rejects.toBe(error);
      const ctx = context({});
      await admin.call('forgotPassword', ctx);
      expect(ctx.status, error.name).toBe(429);
    }
    const ignored = [
      withStatus('Too many', 429),
      withStatus('Down', 500),
      withStatus('Moved', 399),
      Object.assign(named('ValidationError'), { status: 503 }),
      named('TypeError'),
      'a string',
      { status: 400, name: 'ValidationError' },
    ];
    for (const error of ignored) {
      const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
      admin.behaviour.forgotPassword = throwing(error);
      await expect(admin.call('forgotPassword', context({}))).rejects.toBe(error);
      admin.behaviour.forgotPassword = undefined;
      const ctx = context({});
      await admin.call('forgotPassword', ctx);
      expect(ctx.status, String(error)).toBe(404);
    }
  });

  it('counts 4xx answers but not 429, 3xx or 5xx', async () => {
    for (const [status, locks] of [
      [400, true],
      [499, true],
      [429, false],
      [399, false],
      [500, false],
    ] as const) {
      const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
      admin.behaviour.resetPassword = refused(status);
      await admin.call('resetPassword', context({}));
      const ctx = context({});
      admin.behaviour.resetPassword = undefined;
      await admin.call('resetPassword', ctx);
      expect(ctx.status === 429, String(status)).toBe(locks);
    }
  });

  it('does not count a token renewal without the refresh cookie (a signed-out admin)', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
    admin.behaviour.accessToken = refused(401);
    await admin.call('accessToken', context({}));
    admin.behaviour.accessToken = throwing(named('UnauthorizedError'));
    await expect(admin.call('accessToken', context({}))).rejects.toThrow();
    const ctx = context({});
    admin.behaviour.accessToken = refused(401);
    await admin.call('accessToken', ctx);
    expect(ctx.status).toBe(401);
  });

  it('explains an invitation link that does not work, in the admin language', async () => {
    for (const message of ['Invalid registrationToken', 'Invalid registration info']) {
      const admin = guardedAdmin();
      admin.behaviour.registrationInfo = throwing(named('ValidationError'));
      const error = named('ValidationError');
      error.message = message;
      admin.behaviour.registrationInfo = throwing(error);
      await expect(admin.call('registrationInfo', context({}))).rejects.toThrow(
        'Este enlace de invitación no funciona: está incompleto, ya se usó o se retiró. Abre el enlace entero desde el correo o cópialo con el botón de copiar que tiene al lado; si sigue sin funcionar, pide a un administrador que te invite de nuevo (Configuración → Usuarios).',
      );
      const english = named('ValidationError');
      english.message = message;
      admin.behaviour.registrationInfo = throwing(english);
      await expect(admin.call('registrationInfo', context({ language: 'en' }))).rejects.toThrow(
        'This invitation link does not work: it is incomplete, was already used, or was withdrawn. Open the whole link from the e-mail or copy it with the copy button next to it; if it still fails, ask an administrator to invite you again (Settings → Users).',
      );
    }
    const admin = guardedAdmin();
    admin.behaviour.registrationInfo = throwing(withStatus('Invalid credentials', 400));
    await expect(admin.call('registrationInfo', context({}))).rejects.toThrow(
      /^Invalid credentials$/,
    );
  });

  it('clears the e-mail count on a sign-in and trusts that browser for that e-mail', async () => {
    const admin = guardedAdmin();
    const ana = { email: 'ana@example.com' };
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.1.1', body: ana }));
    admin.behaviour.login = signedIn;
    const success = context({ ip: '10.0.1.1', body: ana, secure: true });
    expect(await admin.call('login', success)).toBe('answered');
    expect(success.status).toBe(200);
    const cookie = success.setCookies[DEVICE_COOKIE];
    expect(cookie?.options).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      path: '/admin',
      maxAge: 180 * 86_400_000,
      overwrite: true,
    });
    expect(cookie?.value.split('.')).toHaveLength(3);
    // The count was cleared: one more failure does not lock the e-mail (maximum 2).
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.1.2', body: ana }));
    const after = context({ ip: '10.0.1.3', body: ana });
    admin.behaviour.login = signedIn;
    await admin.call('login', after);
    expect(after.status).toBe(200);
    expect(after.setCookies[DEVICE_COOKIE]?.options.secure).toBe(false);
  });

  it('lets a trusted browser sign in while the e-mail is locked by others', async () => {
    const admin = guardedAdmin();
    const ana = { email: 'ana@example.com' };
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.2.1', body: ana }));
    await admin.call('login', context({ ip: '10.0.2.2', body: ana }));
    const stranger = context({ ip: '10.0.2.3', body: ana });
    await admin.call('login', stranger);
    expect(stranger.status).toBe(429);
    const cookies = { [DEVICE_COOKIE]: issueDevice(deviceKey(SECRET), 'ana@example.com') ?? '' };
    // The device cookie counts only on the sign-in form: elsewhere the e-mail's lock holds.
    const elsewhere = context({ ip: '10.0.2.4', body: ana, cookies });
    await admin.call('forgotPassword', elsewhere);
    expect(elsewhere.status).toBe(429);
    admin.behaviour.login = signedIn;
    const trusted = context({ ip: '10.0.2.4', body: ana, cookies });
    await admin.call('login', trusted);
    expect(trusted.status).toBe(200);
    expect(admin.warnings).toEqual([
      'Admin login refused for an e-mail (locked for 60 s)',
      'Admin forgotPassword refused for an e-mail (locked for 60 s)',
    ]);
  });

  it('holds a trusted browser by its own failures', async () => {
    const admin = guardedAdmin({ ...config, emailMaxFailures: 1 });
    const ana = { email: 'ana@example.com' };
    const cookies = { [DEVICE_COOKIE]: issueDevice(deviceKey(SECRET), 'ana@example.com') ?? '' };
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.3.1', body: ana, cookies }));
    const ctx = context({ ip: '10.0.3.2', body: ana, cookies });
    await admin.call('login', ctx);
    expect(ctx.status).toBe(429);
    expect(admin.warnings).toEqual(['Admin login refused for a trusted browser (locked for 60 s)']);
    // Another browser is not held by it, and the e-mail was not counted.
    const other = context({ ip: '10.0.3.3', body: ana });
    admin.behaviour.login = signedIn;
    await admin.call('login', other);
    expect(other.status).toBe(200);
  });

  it('trusts no browser and sets no cookie without an e-mail, nor on a redirect', async () => {
    for (const body of [undefined, null, 'text', { email: 42 }, { email: '  ' }]) {
      const admin = guardedAdmin();
      admin.behaviour.login = signedIn;
      const ctx = context({ body });
      await admin.call('login', ctx);
      expect(ctx.setCookies, JSON.stringify(body)).toEqual({});
    }
    const admin = guardedAdmin();
    for (const status of [300, 302]) {
      admin.behaviour.login = (ctx) => {
        ctx.status = status;
      };
      const redirected = context({ body: { email: 'ana@example.com' } });
      await admin.call('login', redirected);
      expect(redirected.setCookies).toEqual({});
    }
    admin.behaviour.register = signedIn;
    const registered = context({ body: { email: 'ana@example.com' } });
    await admin.call('register', registered);
    expect(registered.setCookies).toEqual({});
  });

  it('counts a failure by e-mail only when the body names one as text', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 10, emailMaxFailures: 1 });
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.4.1', body: { email: 42 } }));
    await admin.call('login', context({ ip: '10.0.4.2', body: ['ana@example.com'] }));
    admin.behaviour.login = signedIn;
    const ctx = context({ ip: '10.0.4.3', body: { email: 'ana@example.com' } });
    await admin.call('login', ctx);
    expect(ctx.status).toBe(200);
    expect(admin.warnings).toEqual([]);
  });

  it('lists its lockouts for staff', async () => {
    const admin = guardedAdmin({ ...config, ipMaxFailures: 1 });
    admin.behaviour.login = refused(401);
    await admin.call('login', context({ ip: '10.0.5.1' }));
    expect(await admin.listed()).toMatchObject({
      data: [{ id: 'ip:10.0.5.1', kind: 'ip', subject: '10.0.5.1' }],
    });
  });

  // Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379.
  it.runIf(process.env.TEST_REDIS_URL)('lets go of Redis when Strapi stops', async () => {
    const admin = guardedAdmin({ ...config, redisUrl: process.env.TEST_REDIS_URL ?? null });
    expect(await admin.listed()).toMatchObject({ data: expect.any(Array) });
    await closeAll(admin.strapi);
    expect(await admin.listed()).toEqual({ data: [] });
    expect(admin.warnings).toEqual([
      'Admin login guard could not list the lockouts: Connection is closed.',
    ]);
  });
});
