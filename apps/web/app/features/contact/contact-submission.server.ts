import {
  type ContactReply,
  type ContactSubmission,
  contactReplyFromHttp,
} from '@brilla/validation';
import { CmsError, cmsRequest } from '~/lib/cms.server';
import { env } from '~/lib/env.server';

/**
 * Forwards a validated message to the CMS's contact route, with the visitor's address (the CMS
 * limits per client too). The answer is read as the shared contract says (@brilla/validation
 * contactReplyFromHttp); anything else is a CmsError with the CMS's status.
 */
export async function postContactSubmission(
  data: ContactSubmission,
  clientIp: string | null,
): Promise<ContactReply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const response = await cmsRequest(
    'contact-submission',
    data.language,
    '/api/contact-submissions',
    { method: 'POST', headers, body: JSON.stringify({ data }) },
  );
  const reply = contactReplyFromHttp(
    {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      // Stryker disable next-line ArrowFunction: contactReplyFromHttp reads an undefined body as it reads null (no reply).
      body: await response.json().catch(() => null),
    },
    env().contactRateWindowSeconds,
  );
  if (!reply) throw new CmsError('contact-submission', data.language, response.status);
  return reply;
}
