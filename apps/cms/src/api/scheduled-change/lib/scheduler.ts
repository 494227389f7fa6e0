import type { Core, UID } from '@strapi/strapi';
import {
  type Change,
  failureText,
  SCHEDULE_UID,
  type ScheduledChange,
  type ScheduleRequest,
} from './rules';

/** A claim older than this is taken to belong to a replica that died while running it. */
const STALE_CLAIM_MS = 10 * 60_000;
/** At most this many due changes are run per tick; the rest wait for the next minute. */
const BATCH = 50;

type Row = ScheduledChange & { claimedAt: string | null };

const rows = (strapi: Core.Strapi) => strapi.db.query(SCHEDULE_UID as UID.Schema);

const view = ({ claimedAt: _claimed, ...row }: Row): ScheduledChange => ({
  id: row.id,
  contentType: row.contentType,
  entryId: row.entryId,
  entryLocale: row.entryLocale,
  change: row.change,
  runAt: new Date(row.runAt).toISOString(),
  requestedBy: row.requestedBy ?? null,
  failedAt: row.failedAt ? new Date(row.failedAt).toISOString() : null,
  failure: row.failure ?? null,
});

/** The scheduled changes of a type, or of one entry of it, soonest first. */
export async function listChanges(
  strapi: Core.Strapi,
  contentType: string,
  entryId?: string,
): Promise<ScheduledChange[]> {
  const found = (await rows(strapi).findMany({
    where: { contentType, ...(entryId === undefined ? {} : { entryId }) },
    orderBy: [{ runAt: 'asc' }, { id: 'asc' }],
    limit: 1000,
  })) as Row[];
  return found.map(view);
}

/**
 * Schedules a change of one entry in one language; an earlier schedule of the same change
 * there is replaced (one publish and one unpublish at most per entry and language).
 */
export async function scheduleChange(
  strapi: Core.Strapi,
  request: ScheduleRequest,
  requestedBy: string,
): Promise<ScheduledChange> {
  const { contentType, entryId, entryLocale, change, runAt } = request;
  return strapi.db.transaction(async () => {
    await rows(strapi).deleteMany({ where: { contentType, entryId, entryLocale, change } });
    const created = (await rows(strapi).create({
      data: { contentType, entryId, entryLocale, change, runAt, requestedBy },
    })) as Row;
    return view(created);
  });
}

export async function findChange(strapi: Core.Strapi, id: number): Promise<ScheduledChange | null> {
  const row = (await rows(strapi).findOne({ where: { id } })) as Row | null;
  return row ? view(row) : null;
}

export async function cancelChange(strapi: Core.Strapi, id: number): Promise<void> {
  await rows(strapi).delete({ where: { id } });
}

/** Takes a due change for this replica; false when another one took it first. */
async function claim(strapi: Core.Strapi, row: Row, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const { count } = await rows(strapi).updateMany({
    where: {
      id: row.id,
      failedAt: { $null: true },
      $or: [{ claimedAt: { $null: true } }, { claimedAt: { $lt: stale } }],
    },
    data: { claimedAt: now },
  });
  return count === 1;
}

async function apply(strapi: Core.Strapi, row: Row): Promise<void> {
  const documents = strapi.documents(row.contentType as UID.ContentType);
  const target = { documentId: row.entryId, locale: row.entryLocale };
  if (row.change === 'unpublish') {
    await documents.unpublish(target);
    return;
  }
  const result = await documents.publish(target);
  if (!result || result.entries.length === 0) {
    throw new Error('la entrada ya no existe en ese idioma');
  }
}

/**
 * Runs the changes due by `now` (the cron calls it every minute), soonest first. Each is
 * claimed in the database first, so with several replicas each change runs once. A change
 * that fails stays, marked with why, for the panel to show; the others go on.
 */
export async function runDueChanges(
  strapi: Core.Strapi,
  now = new Date(),
): Promise<{ done: number; failed: number }> {
  const due = (await rows(strapi).findMany({
    where: { runAt: { $lte: now }, failedAt: { $null: true } },
    orderBy: [{ runAt: 'asc' }, { id: 'asc' }],
    limit: BATCH,
  })) as Row[];
  let done = 0;
  let failed = 0;
  for (const row of due) {
    if (!(await claim(strapi, row, now))) continue;
    try {
      await apply(strapi, row);
      await rows(strapi).delete({ where: { id: row.id } });
      done += 1;
      strapi.log.info(
        `Scheduled ${row.change} done: ${row.contentType} ${row.entryId} (${row.entryLocale}).`,
      );
    } catch (error) {
      failed += 1;
      await rows(strapi).update({
        where: { id: row.id },
        data: { failedAt: now, failure: failureText(row.change as Change, error) },
      });
      strapi.log.warn(
        `Scheduled ${row.change} failed: ${row.contentType} ${row.entryId} (${row.entryLocale}): ${String(error)}`,
      );
    }
  }
  return { done, failed };
}
