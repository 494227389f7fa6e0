import { data } from 'react-router';
import { CmsError } from './cms-error';

type UnavailableData = { reason: 'cms-unavailable' };

/**
 * Turns a CMS failure into a 503 answer that the error boundaries render as the localized
 * "site unavailable" page with a retry link; other errors pass through unchanged.
 */
export async function orUnavailable<T>(work: Promise<T>, slug?: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message}${slug ? ` (slug ${slug})` : ''}`);
    throw data<UnavailableData>(
      { reason: 'cms-unavailable' },
      { status: 503, headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' } },
    );
  }
}
