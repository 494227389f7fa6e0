import { VISIT_BODY_MAX_BYTES, type VisitBeacon, visitBeaconSchema } from '@brilla/validation';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env } from '~/lib/env.server';
import { readBodyUpTo } from '~/lib/read-body.server';
import type { Route } from './+types/visit-route';
import { countedPage } from './visit-pages.server';
import { visitSender } from './visit-sender.server';

/**
 * Beacons one client may send a minute (VISIT_RATE_LIMIT_POINTS, 60 by default: a fast reader
 * opens a few pages a minute, not this), counted by each process alone: a beacon that goes
 * uncounted costs a figure, not a visitor anything.
 */
let limiter: RateLimiterMemory | undefined;
const visitLimiter = () => {
  limiter ??= new RateLimiterMemory({
    // Stryker disable next-line StringLiteral: the limiter is this route's own, so its prefix names nothing another shares.
    keyPrefix: 'visit',
    points: env().visitRatePoints,
    duration: 60,
  });
  return limiter;
};

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** A browser that asks not to be tracked (Do Not Track, Global Privacy Control). */
function optedOut(request: Request): boolean {
  return request.headers.get('dnt') === '1' || request.headers.get('sec-gpc') === '1';
}

/**
 * `POST /_visita`: a page view or a landing page's measurements from the browser
 * (`visit-beacon.client.ts`), added to this process's counts (docs/decisions/049). Answers 204,
 * and 204 without counting for a browser that opted out or a path that is no page of the site;
 * 400 for a body that is not a beacon (JSON, fields, bounds); 413 past 2 KB; 429 past
 * VISIT_RATE_LIMIT_POINTS per client a minute; 503 while the site's pages cannot be listed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (optedOut(request)) return answer(204);
  try {
    // Stryker disable next-line StringLiteral: any one fixed key puts the clients without an address in one count.
    await visitLimiter().consume(context.clientIp ?? 'unknown');
  } catch {
    return answer(429, { 'Retry-After': '60' });
  }
  const bytes = request.body
    ? await readBodyUpTo(request.body, VISIT_BODY_MAX_BYTES)
    : new Uint8Array();
  if (bytes === null) return answer(413);
  let beacon: VisitBeacon;
  try {
    beacon = await visitBeaconSchema.validate(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    // Not JSON, or not a beacon (an unknown field, a value out of bounds).
    return answer(400);
  }
  const page = await countedPage(beacon.path);
  if (page === 'unavailable') return answer(503, { 'Retry-After': '60' });
  // A 404 page sends its beacon too: well formed, but no page of the site; not counted.
  if (page === null) return answer(204);
  visitSender().count(beacon, page);
  return answer(204);
}

/** GET and the other methods: this address takes beacons only. */
export function loader() {
  return answer(405, { Allow: 'POST' });
}
