import type { AppLoadContext } from 'react-router';
import type { CmsRead } from '~/lib/cms.server';
import { env } from '~/lib/env.server';

/** How this request reads the CMS: a preview's version with the token, or null (visitor). */
export function previewRead(context: AppLoadContext): CmsRead {
  const { preview } = context;
  const settings = env().preview;
  if (!preview || !settings) return null;
  return { status: preview.status, token: settings.token };
}
