import type { CmsRead } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { previewFrom } from '~/lib/load-context';

/** How this request reads the CMS: a preview's version with the token, or null (visitor). */
export function previewRead(context: unknown): CmsRead {
  const preview = previewFrom(context);
  const settings = env().preview;
  if (!preview || !settings) return null;
  return { status: preview.status, token: settings.token };
}
