import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Wrong signatures accepted per client address and minute before it is refused (429). */
const FAILURES_PER_MINUTE = 10;

/** Each counter keeps its own memory, so none needs a key prefix to stay apart. */
function create() {
  const limiter = new RateLimiterMemory({
    points: FAILURES_PER_MINUTE,
    duration: 60,
  });
  return {
    /** The wait when the client has used up its failures, else null. */
    async blocked(client: string): Promise<{ retryAfterSeconds: number } | null> {
      const state = await limiter.get(client);
      if (!state || state.consumedPoints < FAILURES_PER_MINUTE) return null;
      return { retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    },
    /** Counts one wrong signature. */
    async count(client: string): Promise<void> {
      await limiter.penalty(client, 1);
    },
  };
}

/**
 * Failed webhook calls per client, counted in this process (guessing the secret must stay slow;
 * the CMS calls from its own address, so others' failures do not lock it out).
 */
export let webhookFailures = create();
/** Preview links with a wrong or expired signature per client, the same way. */
export let previewFailures = create();

/** Tests start each case with fresh counters. */
export function resetSecretFailuresForTests(): void {
  webhookFailures = create();
  previewFailures = create();
}
