import { CONTENT_CHANGED_CHANNEL, type ContentChanged } from '@brilla/types';
import Redis from 'ioredis';

type Log = { warn: (message: string) => void };

export type ContentEvents = {
  /** Resolves once the first subscription is in place (or failed). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

/** A message is JSON `{ event, uid }`; anything else still means "something changed". */
function changeFrom(message: string): ContentChanged {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null) {
      const { event, uid } = parsed as Record<string, unknown>;
      if (typeof event === 'string' && typeof uid === 'string') return { event, uid };
    }
  } catch {
    // Reported as unknown below.
  }
  return { event: 'unknown', uid: '*' };
}

/**
 * Subscribes to the CMS's content changes on Redis (CONTENT_CHANGED_CHANNEL) and calls
 * `onChange` for each, so every replica forgets its cached CMS answers and pages, with no list of
 * replica addresses anywhere. A replica that lost Redis may have missed changes: when the
 * connection comes back, it forgets everything once, so nothing older than its cache TTL is ever
 * served. ioredis resubscribes by itself after a reconnect.
 */
export function subscribeContentChanges({
  redisUrl,
  onChange,
  log = console,
  connectionName = 'brilla-web-content-events',
}: {
  redisUrl: string;
  onChange: (change: ContentChanged) => void;
  log?: Log;
  connectionName?: string;
}): ContentEvents {
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName });
  let subscribedBefore = false;
  subscriber.on('error', (error: Error) =>
    log.warn(`content-changed: Redis error: ${error.message}`),
  );
  subscriber.on('ready', () => {
    if (subscribedBefore) onChange({ event: 'reconnected', uid: '*' });
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CONTENT_CHANGED_CHANNEL) return;
    onChange(changeFrom(message));
  });
  const subscribed = subscriber.subscribe(CONTENT_CHANGED_CHANNEL).then(
    () => {
      subscribedBefore = true;
    },
    (error: Error) => log.warn(`content-changed: subscribe failed: ${error.message}`),
  );
  return {
    ready: () => subscribed,
    close: async () => {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
