import type { Core } from '@strapi/strapi';
import { addDays } from './range';
import { dayOf } from './store';

const CONTACT_UID = 'api::contact-submission.contact-submission';

type Message = { pagePath: string | null; language: 'es' | 'en'; createdAt: string | Date };

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
  // The UTC days around the period, then each message by its day in the staff's calendar (dayOf).
  const rows = (await strapi.db.query(CONTACT_UID).findMany({
    select: ['pagePath', 'language', 'createdAt'],
    where: {
      createdAt: { $gte: new Date(addDays(from, -1)), $lt: new Date(addDays(to, 2)) },
      pagePath: { $notNull: true },
    },
  })) as Message[];
  const counts = new Map<string, number>();
  for (const { pagePath, language, createdAt } of rows) {
    const day = dayOf(new Date(createdAt));
    if (day < from || day > to) continue;
    const id = JSON.stringify([pagePath, language]);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].map(([id, messages]) => {
    const [path, language] = JSON.parse(id) as [string, 'es' | 'en'];
    return { path, language, messages };
  });
}
