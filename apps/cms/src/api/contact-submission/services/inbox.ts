import type { Core } from '@strapi/strapi';
import { CSV_BOM, csvRow } from '../../../lib/csv';
import { EXPORT_COLUMNS, exportCells } from '../lib/export-columns';
import { CONTACT_UID, type ContactConfig } from '../lib/types';

export const ERASURE_UID = 'api::contact-erasure.contact-erasure';

type Json = Record<string, unknown>;
type Query = {
  deleteMany: (params: Json) => Promise<{ count: number }>;
  create: (params: Json) => Promise<unknown>;
};
type Documents = { findMany: (params: Json) => Promise<Json[]> };
export type Staff = {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string;
};

export type InboxDeps = {
  submissions: Query;
  erasures: Query;
  documents: Documents;
  retentionDays: number;
  log: { info: (message: string) => void };
  now?: () => Date;
  /** Rows read from the database per page of the export. */
  exportPageSize?: number;
};

export type ExportQuery = { filters?: unknown; _q?: string };

export function createInbox(deps: InboxDeps) {
  const now = deps.now ?? (() => new Date());
  const pageSize = deps.exportPageSize ?? 500;
  return {
    /** Ley 1581 retention: deletes messages older than retentionDays; logs the count only. */
    async purgeExpired(): Promise<number> {
      const before = new Date(now().getTime() - deps.retentionDays * 86_400_000);
      const { count } = await deps.submissions.deleteMany({
        where: { createdAt: { $lt: before } },
      });
      if (count > 0) {
        deps.log.info(
          `Contact retention: ${count} message(s) older than ${deps.retentionDays} days deleted`,
        );
      }
      return count;
    },

    /**
     * Erasure request: every message of one address (any letter case) is deleted, and an audit
     * entry records when, by whom and how many, never the address or the messages.
     */
    async eraseByEmail(email: string, staff: Staff): Promise<number> {
      const { count } = await deps.submissions.deleteMany({
        where: { email: { $eqi: email.trim() } },
      });
      const staffName = [staff.firstname, staff.lastname].join(' ').trim() || 'staff';
      await deps.erasures.create({
        data: {
          staffId: staff.id,
          staffName: `${staffName}${staff.email ? ` <${staff.email}>` : ''}`.slice(0, 255),
          messagesDeleted: count,
        },
      });
      deps.log.info(`Contact erasure by staff #${staff.id}: ${count} message(s) deleted`);
      return count;
    },

    /**
     * The CSV of the messages a filter selects, newest first, read page by page (keyset on id,
     * so rows arriving meanwhile neither repeat nor shift the pages): memory holds one page.
     */
    async *exportCsv(query: ExportQuery): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(EXPORT_COLUMNS.map(([header]) => header));
      let lastId: number | null = null;
      for (;;) {
        const filters: Json[] = [];
        if (query.filters) filters.push(query.filters as Json);
        if (lastId !== null) filters.push({ id: { $lt: lastId } });
        const rows: Json[] = await deps.documents.findMany({
          ...(filters.length > 0 ? { filters: { $and: filters } } : {}),
          ...(query._q ? { _q: query._q } : {}),
          fields: ['id', ...EXPORT_COLUMNS.map(([, field]) => field)],
          sort: [{ id: 'desc' }],
          limit: pageSize,
        });
        if (rows.length === 0) return;
        yield rows.map((row) => csvRow(exportCells(row))).join('');
        // Stryker disable next-line OptionalChaining: the page is not empty here (returned above).
        lastId = Number(rows.at(-1)?.id);
        if (rows.length < pageSize) return;
      }
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createInbox({
    submissions: strapi.db.query(CONTACT_UID),
    erasures: strapi.db.query(ERASURE_UID),
    documents: strapi.documents(CONTACT_UID),
    retentionDays: strapi.config.get<ContactConfig>('contact').retentionDays,
    log: strapi.log,
  });
