import { CONTENT_CHANGED_CHANNEL } from '@brilla/types';
import Redis from 'ioredis';

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
}) {
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName });
  let subscribedBefore = false;
  subscriber.on('error', (error) => log.warn(`content-changed: Redis error: ${error.message}`));
  subscriber.on('ready', () => {
    if (subscribedBefore) onChange({ event: 'reconnected', uid: '*' });
  });
  subscriber.on('message', (channel, message) => {
    if (channel !== CONTENT_CHANGED_CHANNEL) return;
    let change = { event: 'unknown', uid: '*' };
    try {
      change = JSON.parse(message);
    } catch {
      // Any message on the channel means "something changed".
    }
    onChange(change);
  });
  const subscribed = subscriber.subscribe(CONTENT_CHANGED_CHANNEL).then(
    () => {
      subscribedBefore = true;
    },
    (error) => log.warn(`content-changed: subscribe failed: ${error.message}`),
  );
  return {
    /** Resolves once the first subscription is in place (or failed). */
    ready: () => subscribed,
    close: async () => {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
