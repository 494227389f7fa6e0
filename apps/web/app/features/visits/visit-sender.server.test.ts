// @vitest-environment node
import type { VisitBatch } from '@brilla/validation';
import { describe, expect, it, vi } from 'vitest';
import { createVisitSender } from './visit-sender.server';

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
  it('sends the counts once, after flushMs, summed', async () => {
    vi.useFakeTimers();
    try {
      const batches: VisitBatch[] = [];
      const sender = createVisitSender({
        send: async (batch) => void batches.push(batch),
        flushMs: 1000,
      });
      sender.count(view, page);
      sender.count(view, page);
      await vi.advanceTimersByTimeAsync(999);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map(viewsOf)).toEqual([[2]]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(batches).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a refused batch again with the next, and drops it after a second failure', async () => {
    const warn = vi.fn();
    const tries: VisitBatch[] = [];
    let refuse = 2;
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
    sender.count(view, page);
    await sender.flush();
    sender.count(view, page);
    sender.count(view, page);
    await sender.flush();
    // First try of batch 1 failed; its second try failed too (dropped); batch 2 went through.
    expect(tries.map(viewsOf)).toEqual([[1], [1], [2]]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[web] visit counts not stored, tried again with the next: the CMS answered 503 to the visit counts',
      '[web] visit counts not stored (dropped after a second try): the CMS answered 503 to the visit counts',
    ]);
    await sender.flush();
    expect(tries).toHaveLength(3);
  });

  it('sends nothing when nothing was counted', async () => {
    const send = vi.fn(async () => undefined);
    await createVisitSender({ send }).flush();
    expect(send).not.toHaveBeenCalled();
  });
});
