// @vitest-environment node
import { CONTENT_CHANGED_CHANNEL } from '@brilla/types';
import Redis from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribeContentChanges } from '../../server/content-events';

const REDIS = process.env.TEST_REDIS_URL;
const quiet = { warn: () => undefined };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (as the CMS tests).
describe.runIf(REDIS)('content changes broadcast through Redis', () => {
  it('reaches every subscribed replica, however many', async () => {
    const seen: string[][] = [[], [], []];
    for (const list of seen) {
      const replica = subscribeContentChanges({
        redisUrl: REDIS ?? '',
        onChange: (change: { event: string }) => list.push(change.event),
        log: quiet,
      });
      closers.push(replica.close);
      await replica.ready();
    }
    const publisher = new Redis(REDIS ?? '');
    closers.push(async () => void (await publisher.quit()));
    const change = { event: 'api::blog.blog:publish', uid: 'api::blog.blog' };
    await publisher.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify(change));
    await until(() => seen.every((list) => list.length === 1));
    expect(seen).toEqual([[change.event], [change.event], [change.event]]);
  });

  it('forgets everything once after losing Redis: it may have missed a publish', async () => {
    const events: string[] = [];
    const connectionName = `content-events-test-${process.pid}-${Date.now()}`;
    const replica = subscribeContentChanges({
      redisUrl: REDIS ?? '',
      onChange: (change: { event: string }) => events.push(change.event),
      log: quiet,
      connectionName,
    });
    closers.push(replica.close);
    await replica.ready();
    const admin = new Redis(REDIS ?? '');
    closers.push(async () => void (await admin.quit()));
    // Cut this replica's connection only (other programs may use the same Redis).
    const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = clients
      .split('\n')
      .find((line) => line.includes(`name=${connectionName} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id ?? '');
    await until(() => events.includes('reconnected'));
    // And it is subscribed again (ioredis resubscribes after the reconnect).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify({ event: 'again', uid: 'x' }));
    await until(() => events.includes('again'));
  });
});
