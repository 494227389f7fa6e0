import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueChanges } from '../src/api/scheduled-change/lib/scheduler';
import { adminRoles, adminUsers } from '../src/lib/strapi-services';
import { adminClient, adminLogin, type Json, setAdminLanguage } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi } from './helpers/strapi';

type Change = Json & { id: number; runAt: string; failure: string | null; requestedBy: string };

const BLOG = 'api::blog.blog';
const CM = `/content-manager/collection-types/${BLOG}`;
const SCHEDULE = '/scheduled-changes';
const PASSWORD = 'Schedule12345';
const MINUTE = 60_000;

const post = (title: string, slug: string) => ({
  title,
  slug,
  excerpt: 'Resumen de prueba.',
  author: 'Equipo Brilla',
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
  publishedDate: '2026-11-01',
});

/**
 * Scheduled publishing (docs/decisions/020): staff who may publish schedule a publish or an
 * unpublish of one entry in one language; the minute's run makes it, once however many replicas
 * run it, and a change that cannot be made stays with why.
 */
describe('scheduled publishing', () => {
  let cms: BootedStrapi;
  let admin: ReturnType<typeof adminClient>;
  type Client = ReturnType<typeof adminClient>;
  const staff = {} as Record<'Editor' | 'Autor' | 'Comercial', Client>;
  const run = (now: Date) => runDueChanges(cms.strapi, now);

  const status = async (documentId: string, locale: string) =>
    (
      (await cms.strapi.db.query(BLOG as never).findMany({
        where: { documentId, locale },
        select: ['publishedAt', 'title'],
      })) as Array<{ publishedAt: string | null; title: string }>
    )
      .map((row) => `${row.publishedAt ? 'published' : 'draft'} ${row.title}`)
      .sort();

  async function draftPost(slug: string): Promise<string> {
    const created = await admin('POST', `${CM}?locale=es`, post(`Borrador ${slug}`, slug));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { documentId: string }).documentId;
  }

  const schedule = (as: ReturnType<typeof adminClient>, body: Json, language = 'es') =>
    as('PUT', SCHEDULE, body, language);

  beforeAll(async () => {
    cms = await bootStrapi();
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
    const roles = adminRoles(cms.strapi);
    const users = adminUsers(cms.strapi);
    for (const role of ['Editor', 'Autor', 'Comercial'] as const) {
      const email = `${role.toLowerCase()}@schedule.test`;
      await users.create({
        email,
        firstname: role,
        lastname: 'Prueba',
        password: PASSWORD,
        isActive: true,
        registrationToken: null,
        roles: [(await roles.findOne({ name: role }))?.id],
      });
      staff[role] = adminClient(
        cms.baseUrl,
        await adminLogin(cms.baseUrl, { email, password: PASSWORD }),
      );
    }
  });

  afterAll(async () => {
    await cms?.close();
  });

  beforeEach(async () => {
    await cms.strapi.db.query('api::scheduled-change.scheduled-change' as never).deleteMany({});
  });

  it('publishes an entry in one language at its minute, and unpublishes it at its own', async () => {
    const id = await draftPost('programada');
    const soon = new Date(Date.now() + 5 * MINUTE);
    const later = new Date(Date.now() + 10 * MINUTE);
    const published = await schedule(staff.Editor, {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'publish',
      runAt: soon.toISOString(),
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const scheduled = published.body.data as Change;
    // Cut to the minute, and who asked, for the panel.
    expect(new Date(scheduled.runAt).getSeconds()).toBe(0);
    expect(scheduled.requestedBy).toBe('Editor Prueba');
    // An unpublish is accepted before the post is live, because the publish comes first.
    const unpublished = await schedule(staff.Editor, {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'unpublish',
      runAt: later.toISOString(),
    });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);

    // The panel and the list read them, soonest first.
    const listed = await staff.Autor('GET', `${SCHEDULE}?contentType=${BLOG}&entryId=${id}`);
    expect(listed.status).toBe(200);
    expect((listed.body.data as Change[]).map((change) => change.change)).toEqual([
      'publish',
      'unpublish',
    ]);

    // Before its minute nothing happens; at it, the post goes live (Spanish only).
    expect(await run(new Date(soon.getTime() - MINUTE))).toEqual({
      done: 0,
      failed: 0,
    });
    expect(await status(id, 'es')).toEqual(['draft Borrador programada']);
    expect(await run(soon)).toEqual({ done: 1, failed: 0 });
    expect(await status(id, 'es')).toEqual([
      'draft Borrador programada',
      'published Borrador programada',
    ]);
    expect(await run(later)).toEqual({ done: 1, failed: 0 });
    expect(await status(id, 'es')).toEqual(['draft Borrador programada']);
    const left = await staff.Editor('GET', `${SCHEDULE}?contentType=${BLOG}&entryId=${id}`);
    expect(left.body.data).toEqual([]);
  });

  it('makes each change once when two replicas run the same minute', async () => {
    const id = await draftPost('una-vez');
    const at = new Date(Date.now() + 2 * MINUTE);
    await schedule(staff.Editor, {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'publish',
      runAt: at.toISOString(),
    });
    const runs = await Promise.all([run(at), run(at)]);
    expect(runs.reduce((sum, { done }) => sum + done, 0)).toBe(1);
  });

  it('keeps a change that could not be made, with why, for the panel', async () => {
    const id = await draftPost('incompleta');
    // The draft loses a required field after it was scheduled.
    await cms.strapi.db
      .query(BLOG as never)
      .updateMany({ where: { documentId: id }, data: { excerpt: null } });
    const at = new Date(Date.now() + 2 * MINUTE);
    await schedule(staff.Editor, {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'publish',
      runAt: at.toISOString(),
    });
    expect(await run(at)).toEqual({ done: 0, failed: 1 });
    expect(await status(id, 'es')).toEqual(['draft Borrador incompleta']);
    const [kept] = (await staff.Editor('GET', `${SCHEDULE}?contentType=${BLOG}&entryId=${id}`)).body
      .data as Change[];
    expect(kept?.failure).toMatch(/^No se pudo publicar: .*excerpt.*vuelve a programar/);
    // Not tried again every minute.
    expect(await run(new Date(at.getTime() + MINUTE))).toEqual({ done: 0, failed: 0 });
  });

  it('lets only staff who may publish schedule, move or cancel', async () => {
    const id = await draftPost('permisos');
    const body = {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'publish',
      runAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
    };
    const byAuthor = await schedule(staff.Autor, body);
    expect(byAuthor.status).toBe(403);
    expect(JSON.stringify(byAuthor.body)).toContain('pide a un Editor que lo programe');
    expect((await schedule(staff.Comercial, body)).status).toBe(403);
    // Comercial may not even read the schedules of posts.
    expect((await staff.Comercial('GET', `${SCHEDULE}?contentType=${BLOG}`)).status).toBe(403);

    const first = (await schedule(staff.Editor, body)).body.data as Change;
    // Scheduling again moves it: one publish per entry and language.
    const moved = await schedule(staff.Editor, {
      ...body,
      runAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
    });
    const listed = (await admin('GET', `${SCHEDULE}?contentType=${BLOG}&entryId=${id}`)).body
      .data as Change[];
    expect(listed.map((change) => change.id)).toEqual([(moved.body.data as Change).id]);
    expect(listed[0]?.id).not.toBe(first.id);

    expect((await staff.Autor('DELETE', `${SCHEDULE}/${listed[0]?.id}`)).status).toBe(403);
    expect((await staff.Editor('DELETE', `${SCHEDULE}/${listed[0]?.id}`)).status).toBe(204);
    const gone = await staff.Editor('DELETE', `${SCHEDULE}/${listed[0]?.id}`);
    expect(gone.status).toBe(404);
    expect(JSON.stringify(gone.body)).toContain('recarga la página');
    // Signed out: no access at all.
    const anonymous = await fetch(`${cms.baseUrl}${SCHEDULE}?contentType=${BLOG}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad requests with what to do, in the admin language', async () => {
    const id = await draftPost('rechazos');
    const base = { contentType: BLOG, entryId: id, entryLocale: 'es', change: 'publish' };
    const refusals: Array<[Json, string, string]> = [
      [{ ...base, runAt: new Date(Date.now() - MINUTE).toISOString() }, 'es', 'Esa hora ya pasó'],
      [{ ...base, runAt: 'mañana' }, 'es', 'Escribe una fecha y hora válidas'],
      [{ ...base, runAt: new Date(Date.now() + 400 * 86_400_000).toISOString() }, 'es', '366 días'],
      [
        {
          ...base,
          contentType: 'api::contact-submission.contact-submission',
          runAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
        },
        'es',
        'no se puede programar',
      ],
      [
        { ...base, change: 'delete', runAt: new Date(Date.now() + 5 * MINUTE).toISOString() },
        'es',
        'Elige',
      ],
      [
        { ...base, change: 'unpublish', runAt: new Date(Date.now() + 5 * MINUTE).toISOString() },
        'es',
        'no hay nada que despublicar',
      ],
      [
        { ...base, entryId: 'no-existe', runAt: new Date(Date.now() + 5 * MINUTE).toISOString() },
        'es',
        'No hay borrador',
      ],
    ];
    for (const [body, language, message] of refusals) {
      const reply = await schedule(staff.Editor, body, language);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(message);
    }
    // In English for staff whose admin is in English.
    await setAdminLanguage(staff.Editor, 'en');
    const english = await schedule(staff.Editor, { ...base, runAt: 'tomorrow' });
    expect(JSON.stringify(english.body)).toContain('Enter a valid date and time');
    await setAdminLanguage(staff.Editor, null);
  });

  it('drops the schedules of an entry that is deleted', async () => {
    const id = await draftPost('borrada');
    await schedule(staff.Editor, {
      contentType: BLOG,
      entryId: id,
      entryLocale: 'es',
      change: 'publish',
      runAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
    });
    expect((await admin('DELETE', `${CM}/${id}?locale=es`)).status).toBe(200);
    const left = await admin('GET', `${SCHEDULE}?contentType=${BLOG}&entryId=${id}`);
    expect(left.body.data).toEqual([]);
  });
});
