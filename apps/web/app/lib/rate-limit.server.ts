import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from './env.server';

let limiter: RateLimiterMemory | undefined;

function contactLimiter(): RateLimiterMemory {
  limiter ??= new RateLimiterMemory({
    keyPrefix: 'contact',
    points: env().contactRatePoints,
    duration: env().contactRateWindowSeconds,
  });
  return limiter;
}

/** Counts one contact message for a client; false when the client is over its limit. */
export async function allowContact(clientKey: string): Promise<boolean> {
  try {
    await contactLimiter().consume(clientKey);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Tests start each case with fresh counters. */
export function resetRateLimitForTests(): void {
  limiter = undefined;
}
