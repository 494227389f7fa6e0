import { connectRedis, createLimiter, type Limiter, type SharedRedis } from '@brilla/rate-limit';
import { PREVIEW_MAX_AGE_SECONDS } from '../app/features/preview/preview-cookie.server';

export type EndedPreviews = {
  /** Records that the preview with this cookie id is over. */
  end: (id: string) => Promise<void>;
  /** Whether the preview with this cookie id was ended. */
  ended: (id: string) => Promise<boolean>;
  close: () => Promise<void>;
};

const log = { warn: (message: string) => console.warn(`[web] ${message}`) };

/**
 * The previews ended with "Salir de la vista previa" (app/features/preview/exit-route.ts), by
 * their cookie's id, kept as long as a cookie lives: a copy of the cookie taken before the exit
 * (another tab, a tool, a log) previews nothing after it. With REDIS_URL every web replica knows
 * (`web-preview-ended:<id>`); without it, this process. Kept with the same well-kept limiter as
 * the contact form (@brilla/rate-limit): an ended id is a key that has used its one point. While
 * Redis is unreachable the limiter's in-memory stand-in of this process answers.
 */
export function createEndedPreviews(redisUrl: string | null): EndedPreviews {
  // Connected on the first preview: most processes never see one.
  let opened: { store: Limiter; redis: SharedRedis | null } | undefined;
  const store = (): Limiter => {
    if (opened) return opened.store;
    const redis = redisUrl ? connectRedis(redisUrl, 'ended previews', log) : null;
    opened = {
      redis,
      store: createLimiter({
        redis,
        points: 1,
        durationSeconds: PREVIEW_MAX_AGE_SECONDS,
        keyPrefix: 'web-preview-ended',
        label: 'ended previews',
        log,
      }),
    };
    return opened.store;
  };
  return {
    async end(id) {
      await store().consume(id);
    },
    async ended(id) {
      return !(await store().peek(id)).allowed;
    },
    async close() {
      await opened?.redis?.close();
    },
  };
}
