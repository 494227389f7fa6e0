import type { Core } from '@strapi/strapi';

const CONTACT_UID = 'api::contact-submission.contact-submission';
/** Colombia's offset from UTC, all year (no summer time): the staff's days (VISIT_TIME_ZONE). */
const STAFF_OFFSET = '-05:00';
const DAY_MS = 86_400_000;

type Message = { pagePath: string | null; language: 'es' | 'en' };

/**
 * Contact messages received on the days `from`..`to` (the staff's calendar), per page they were
 * sent from (`pagePath`, kept by the web with each message) and language: the conversions.
 * Counted here, not in SQL: a year of an agency's messages is a few thousand rows.
 */
export async function messagesPerPage(
  strapi: Core.Strapi,
  from: string,
  to: string,
): Promise<Array<{ path: string; language: 'es' | 'en'; messages: number }>> {
  const start = new Date(`${from}T00:00:00${STAFF_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${STAFF_OFFSET}`).getTime() + DAY_MS);
  const rows = (await strapi.db.query(CONTACT_UID).findMany({
    select: ['pagePath', 'language'],
    where: { createdAt: { $gte: start, $lt: end }, pagePath: { $notNull: true } },
  })) as Message[];
  const counts = new Map<string, number>();
  for (const { pagePath, language } of rows) {
    const id = JSON.stringify([pagePath, language]);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].map(([id, messages]) => {
    const [path, language] = JSON.parse(id) as [string, 'es' | 'en'];
    return { path, language, messages };
  });
}
