// @vitest-environment node
import type { VisitBatch } from '@brilla/validation';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CMS_URL, cms } from '../../../test/mocks/cms';
import { server } from '../../../test/mocks/server';
import { createVisitSender, FLUSH_AT_ROWS } from './visit-sender.server';

const view = {
  kind: 'view' as const,
  path: '/inicio',
  device: 'desktop' as const,
  entry: false,
  referrer: '',
  source: '',
  medium: '',
  campaign: '',
};
const page = { path: '/inicio', language: 'es' as const };
const viewsOf = (batch: VisitBatch | undefined) => batch?.views.map((row) => row.views);

describe('createVisitSender', () => {
  it('sends the counts once, flushMs after the first, summed', async () => {
    vi.useFakeTimers();
    try {
      const batches: VisitBatch[] = [];
      const sender = createVisitSender({
        send: async (batch) => void batches.push(batch),
        flushMs: 1000,
      });
      sender.count(view, page);
      await vi.advanceTimersByTimeAsync(500);
      sender.count(view, page);
      await vi.advanceTimersByTimeAsync(499);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map(viewsOf)).toEqual([[2]]);
      // A count after a batch went waits its own flushMs.
      await vi.advanceTimersByTimeAsync(200);
      sender.count(view, page);
      await vi.advanceTimersByTimeAsync(999);
      expect(batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map(viewsOf)).toEqual([[2], [1]]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(batches).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  /** A sender whose CMS refuses the first `refusals` batches; what it tried, what it warned. */
  function refusingSender(refusals: number) {
    const warn = vi.fn();
    const tries: VisitBatch[] = [];
    let refuse = refusals;
    const sender = createVisitSender({
      send: async (batch) => {
        tries.push(batch);
        if (refuse > 0) {
          refuse -= 1;
          throw new Error('the CMS answered 503 to the visit counts');
        }
      },
      log: { warn },
    });
    // Batch 1 (one view), then batch 2 (two views) flushed with it.
    const twoBatches = async () => {
      sender.count(view, page);
      await sender.flush();
      sender.count(view, page);
      sender.count(view, page);
      await sender.flush();
    };
    return { sender, tries, warn, twoBatches };
  }

  it('tries a refused batch again with the next, and drops it after a second failure', async () => {
    const { sender, tries, warn, twoBatches } = refusingSender(2);
    await twoBatches();
    // First try of batch 1 failed; its second try failed too (dropped); batch 2 went through.
    expect(tries.map(viewsOf)).toEqual([[1], [1], [2]]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[web] visit counts not stored, tried again with the next: the CMS answered 503 to the visit counts',
      '[web] visit counts not stored (dropped after a second try): the CMS answered 503 to the visit counts',
    ]);
    await sender.flush();
    expect(tries).toHaveLength(3);
  });

  it('keeps a newer batch refused with the retried one for the next try', async () => {
    const { sender, tries, warn, twoBatches } = refusingSender(3);
    await twoBatches();
    await sender.flush();
    // Batch 1 twice (dropped), batch 2 refused once, then stored.
    expect(tries.map(viewsOf)).toEqual([[1], [1], [2], [2]]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it(`sends at once when ${FLUSH_AT_ROWS} rows are counted, without waiting for the tick`, async () => {
    const batches: VisitBatch[] = [];
    const sender = createVisitSender({
      send: async (batch) => void batches.push(batch),
      flushMs: 60_000,
    });
    for (let i = 1; i < FLUSH_AT_ROWS; i += 1)
      sender.count(view, { ...page, path: `/blogs/p${i}` });
    await Promise.resolve();
    expect(batches).toEqual([]);
    sender.count(view, { ...page, path: '/blogs/last' });
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.views).toHaveLength(FLUSH_AT_ROWS);
  });

  it('hands the counts to the CMS as JSON with its token, and reports a refusal', async () => {
    cms.visitBatches.length = 0;
    const warn = vi.fn();
    const sender = createVisitSender({ log: { warn } });
    sender.count(view, page);
    await sender.flush();
    expect(cms.visitBatches.map(viewsOf)).toEqual([[1]]);
    expect(warn).not.toHaveBeenCalled();

    server.use(
      http.post(`${CMS_URL}/api/site-visits`, () => new HttpResponse(null, { status: 403 })),
    );
    sender.count(view, page);
    await sender.flush();
    expect(warn).toHaveBeenCalledWith(
      '[web] visit counts not stored, tried again with the next: the CMS answered 403 to the visit counts',
    );

    server.use(http.post(`${CMS_URL}/api/site-visits`, () => HttpResponse.error()));
    await sender.flush();
    expect(warn).toHaveBeenLastCalledWith(
      '[web] visit counts not stored, tried again with the next: CMS unreachable for site-visit: Failed to fetch',
    );
  });

  it('sends nothing when nothing was counted', async () => {
    const send = vi.fn(async () => undefined);
    await createVisitSender({ send }).flush();
    expect(send).not.toHaveBeenCalled();
  });
});
