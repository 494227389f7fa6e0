import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/helpers/fake-strapi';
import inboxFactory, { createInbox, ERASURE_UID, type InboxDeps } from './inbox';

type Json = Record<string, unknown>;

const HEADER =
  '\uFEFF"Recibido (hora de Colombia)","Nombre","Correo","Interés","Idioma","Estado","Nota interna","Mensaje","Página","Origen","Campaña","Versión de la política","Autorización (hora de Colombia)","Envío del correo","Id"\r\n';
const FIELDS = [
  'id',
  'createdAt',
  'name',
  'email',
  'interest',
  'language',
  'leadStatus',
  'note',
  'message',
  'pagePath',
  'source',
  'campaign',
  'policyVersion',
  'consentAt',
  'emailStatus',
  'documentId',
];

/** A stored message as the export reads it. */
const row = (id: number, name = `Persona ${id}`): Json => ({
  id,
  documentId: `doc${id}`,
  createdAt: '2026-11-22T15:00:00.000Z',
  name,
  email: `p${id}@example.com`,
  language: 'es',
  leadStatus: 'Nuevo',
  message: 'Hola',
});
const line = (id: number, name = `Persona ${id}`) =>
  `"2026-11-22 10:00","${name}","p${id}@example.com","","es","Nuevo","","Hola","","","","","","","doc${id}"\r\n`;

function setup(overrides: Partial<InboxDeps> = {}, stored: Json[] = []) {
  const deleted: Json[] = [];
  const audit: Json[] = [];
  const reads: Json[] = [];
  const logs: string[] = [];
  let deleteCount = 0;
  const deps: InboxDeps = {
    submissions: {
      deleteMany: async (params) => {
        deleted.push(params);
        return { count: deleteCount };
      },
      create: async () => ({}),
    },
    erasures: {
      deleteMany: async () => ({ count: 0 }),
      create: async (params) => {
        audit.push(params);
        return {};
      },
    },
    documents: {
      findMany: async (params) => {
        reads.push(params);
        const filters = (params.filters as { $and: Json[] } | undefined)?.$and ?? [];
        const below = filters
          .map((filter) => (filter.id as { $lt?: number } | undefined)?.$lt)
          .find((id) => id !== undefined);
        return stored
          .filter((entry) => below === undefined || Number(entry.id) < below)
          .slice(0, Number(params.limit));
      },
    },
    retentionDays: 365,
    log: { info: (message) => logs.push(message) },
    now: () => new Date('2026-11-22T12:00:00.000Z'),
    ...overrides,
  };
  return {
    inbox: createInbox(deps),
    deleted,
    audit,
    reads,
    logs,
    deleting: (count: number) => {
      deleteCount = count;
    },
  };
}

async function exported(inbox: ReturnType<typeof createInbox>, query = {}): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of inbox.exportCsv(query)) chunks.push(chunk);
  return chunks;
}

describe('contact inbox', () => {
  describe('retention (Ley 1581)', () => {
    it('deletes the messages older than the retention period and logs how many', async () => {
      const { inbox, deleted, logs, deleting } = setup();
      deleting(3);
      expect(await inbox.purgeExpired()).toBe(3);
      expect(deleted).toEqual([
        { where: { createdAt: { $lt: new Date('2025-11-22T12:00:00.000Z') } } },
      ]);
      expect(logs).toEqual(['Contact retention: 3 message(s) older than 365 days deleted']);
    });

    it('logs nothing when nothing was that old', async () => {
      const { inbox, logs } = setup();
      expect(await inbox.purgeExpired()).toBe(0);
      expect(logs).toEqual([]);
    });

    it('counts the period back from now when no clock is given', async () => {
      const { inbox, deleted } = setup({ now: undefined, retentionDays: 1 });
      await inbox.purgeExpired();
      const before = (deleted[0] as { where: { createdAt: { $lt: Date } } }).where.createdAt.$lt;
      expect(Date.now() - before.getTime() - 86_400_000).toBeGreaterThanOrEqual(0);
      expect(Date.now() - before.getTime() - 86_400_000).toBeLessThan(5_000);
    });
  });

  describe('erasure request', () => {
    it('deletes every message of the address in any letter case, auditing who and how many', async () => {
      const { inbox, deleted, audit, logs, deleting } = setup();
      deleting(2);
      const staff = { id: 4, firstname: 'Luz', lastname: 'Gómez', email: 'luz@example.com' };
      expect(await inbox.eraseByEmail('  Ana@Example.com ', staff)).toBe(2);
      expect(deleted).toEqual([{ where: { email: { $eqi: 'Ana@Example.com' } } }]);
      expect(audit).toEqual([
        { data: { staffId: 4, staffName: 'Luz Gómez <luz@example.com>', messagesDeleted: 2 } },
      ]);
      expect(logs).toEqual(['Contact erasure by staff #4: 2 message(s) deleted']);
      expect(JSON.stringify([audit, logs])).not.toContain('Ana');
    });

    it('names staff by whatever part of the name they have, or "staff"', async () => {
      const names = [
        [{ id: 1, firstname: 'Luz', lastname: null }, 'Luz'],
        [
          { id: 2, firstname: null, lastname: 'Gómez', email: 'g@example.com' },
          'Gómez <g@example.com>',
        ],
        [{ id: 3, firstname: ' ', lastname: '' }, 'staff'],
        [{ id: 4 }, 'staff'],
        [{ id: 5, email: 'x@example.com' }, 'staff <x@example.com>'],
      ] as const;
      for (const [staff, staffName] of names) {
        const { inbox, audit } = setup();
        await inbox.eraseByEmail('ana@example.com', staff);
        expect(audit, staffName).toEqual([
          { data: { staffId: staff.id, staffName, messagesDeleted: 0 } },
        ]);
      }
    });

    it('keeps at most 255 characters of the staff name', async () => {
      const { inbox, audit } = setup();
      await inbox.eraseByEmail('ana@example.com', {
        id: 1,
        firstname: 'L'.repeat(250),
        email: 'luz@example.com',
      });
      expect(audit).toEqual([
        {
          data: {
            staffId: 1,
            staffName: `${'L'.repeat(250)} <luz`,
            messagesDeleted: 0,
          },
        },
      ]);
    });
  });

  describe('CSV export', () => {
    it('writes the header and nothing else for an empty inbox', async () => {
      const { inbox, reads } = setup();
      expect(await exported(inbox)).toEqual([HEADER]);
      expect(reads).toEqual([{ fields: FIELDS, sort: [{ id: 'desc' }], limit: 500 }]);
    });

    it('reads page by page, newest first, each page after the last id read', async () => {
      const stored = [7, 6, 5, 4, 3, 2, 1].map((id) => row(id));
      const { inbox, reads } = setup({ exportPageSize: 3 }, stored);
      expect(await exported(inbox)).toEqual([
        HEADER,
        line(7) + line(6) + line(5),
        line(4) + line(3) + line(2),
        line(1),
      ]);
      expect(reads.map((read) => read.filters)).toEqual([
        undefined,
        { $and: [{ id: { $lt: 5 } }] },
        { $and: [{ id: { $lt: 2 } }] },
      ]);
    });

    it('stops after a full last page once a read finds nothing more', async () => {
      const stored = [4, 3].map((id) => row(id));
      const { inbox, reads } = setup({ exportPageSize: 2 }, stored);
      expect(await exported(inbox)).toEqual([HEADER, line(4) + line(3)]);
      expect(reads).toHaveLength(2);
    });

    it('keeps the filter and the search of the admin list on every page', async () => {
      const stored = [3, 2, 1].map((id) => row(id));
      const { inbox, reads } = setup({ exportPageSize: 2 }, stored);
      const filters = { leadStatus: { $eq: 'Nuevo' } };
      await exported(inbox, { filters, _q: 'ana' });
      expect(reads).toEqual([
        {
          filters: { $and: [filters] },
          _q: 'ana',
          fields: FIELDS,
          sort: [{ id: 'desc' }],
          limit: 2,
        },
        {
          filters: { $and: [filters, { id: { $lt: 2 } }] },
          _q: 'ana',
          fields: FIELDS,
          sort: [{ id: 'desc' }],
          limit: 2,
        },
      ]);
    });

    it('writes formulas as text', async () => {
      const { inbox } = setup({}, [row(1, '=HYPERLINK("x")')]);
      expect(await exported(inbox)).toEqual([HEADER, line(1, `'=HYPERLINK(""x"")`)]);
    });
  });

  it('is built from the contact messages, the erasure log and the retention setting', async () => {
    const used: string[] = [];
    const logs: string[] = [];
    const strapi = fakeStrapi({
      db: {
        query: (uid: string) => ({
          deleteMany: async () => {
            used.push(`delete ${uid}`);
            return { count: 1 };
          },
          create: async () => {
            used.push(`create ${uid}`);
            return {};
          },
        }),
      },
      documents: (uid: string) => ({
        findMany: async () => {
          used.push(`read ${uid}`);
          return [];
        },
      }),
      config: { get: (key: string) => (key === 'contact' ? { retentionDays: 30 } : undefined) },
      log: { info: (message: string) => logs.push(message) },
    });
    const inbox = inboxFactory({ strapi });
    await inbox.purgeExpired();
    await inbox.eraseByEmail('ana@example.com', { id: 1 });
    await exported(inbox);
    expect(ERASURE_UID).toBe('api::contact-erasure.contact-erasure');
    expect(used).toEqual([
      'delete api::contact-submission.contact-submission',
      'delete api::contact-submission.contact-submission',
      'create api::contact-erasure.contact-erasure',
      'read api::contact-submission.contact-submission',
    ]);
    expect(logs[0]).toBe('Contact retention: 1 message(s) older than 30 days deleted');
  });
});
