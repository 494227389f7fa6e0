// Types of content-events.mjs, for the tests.
import type { ContentChanged } from '@brilla/types';

export function subscribeContentChanges(options: {
  redisUrl: string;
  onChange: (change: ContentChanged) => void;
  log?: { warn: (message: string) => void };
  connectionName?: string;
}): { ready: () => Promise<void>; close: () => Promise<void> };
