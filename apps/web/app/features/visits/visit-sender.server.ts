import type { VisitBatch } from '@brilla/validation';
import { cmsRequest } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { createVisitTally, type VisitTally } from './visit-tally.server';

/** Past this many rows the counts go at once, not at the next tick. */
export const FLUSH_AT_ROWS = 2000;

type Send = (batch: VisitBatch) => Promise<void>;

/** Hands a batch to the CMS (`POST /api/site-visits`, the web's token); throws when refused. */
async function sendToCms(batch: VisitBatch): Promise<void> {
  const response = await cmsRequest('site-visit', null, '/api/site-visits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: batch }),
  });
  if (!response.ok) throw new Error(`the CMS answered ${response.status} to the visit counts`);
}

/**
 * The counts of this process and their trip to the CMS, every `flushMs` (VISIT_FLUSH_MS, 15 s
 * by default; and at once past
 * FLUSH_AT_ROWS). A batch the CMS did not take is tried once more with the next; a second
 * failure drops it with a warning: counts are worth less than the CMS's health.
 */
export function createVisitSender({
  send = sendToCms,
  flushMs = env().visitFlushMs,
  log = console,
}: {
  send?: Send;
  flushMs?: number;
  log?: Pick<Console, 'warn'>;
} = {}) {
  const tally: VisitTally = createVisitTally();
  let pending: VisitBatch | null = null;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  async function flushNow(): Promise<void> {
    const fresh = tally.take();
    const batches = [pending, fresh].filter((batch): batch is VisitBatch => batch !== null);
    pending = null;
    for (const [index, batch] of batches.entries()) {
      try {
        await send(batch);
      } catch (error) {
        const retried = index === 0 && batches.length === 2;
        log.warn(
          `[web] visit counts not stored${retried ? ' (dropped after a second try)' : ', tried again with the next'}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!retried) pending = batch;
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushNow().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    count(...args: Parameters<VisitTally['count']>): void {
      tally.count(...args);
      if (tally.size >= FLUSH_AT_ROWS) void flush();
      else if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          void flush();
        }, flushMs).unref();
      }
    },
    /** Sends what is counted now (the server's shutdown; tests). */
    flush,
  };
}

let sender: ReturnType<typeof createVisitSender> | undefined;

/** This process's sender, made on the first beacon. */
export function visitSender(): ReturnType<typeof createVisitSender> {
  sender ??= createVisitSender();
  return sender;
}

/** Sends the counts not sent yet (server/start.ts, on shutdown). */
export async function flushVisits(): Promise<void> {
  await sender?.flush();
}
