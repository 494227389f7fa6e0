import type { Core } from '@strapi/strapi';
import { addDays } from './range';
import { dayOf, type ReportMessage } from './store';

const CONTACT_UID = 'api::contact-submission.contact-submission';

/** A message as the inbox keeps it: the report's fields, its page as `pagePath`, and when. */
type Message = Omit<ReportMessage, 'path'> & {
  pagePath: ReportMessage['path'];
  createdAt: string | Date;
};

/**
 * Contact messages received on the days `from`..`to` (the staff's calendar): the conversions,
 * each with the page it was sent from (`pagePath`) and the source and campaign of its visit
 * (`source`, `campaign`), as the web kept them with the message. Read here, not summed in SQL: a
 * year of an agency's messages is a few thousand rows.
 */
export async function messagesIn(
  strapi: Core.Strapi,
  from: string,
  to: string,
): Promise<ReportMessage[]> {
  // The UTC days around the period, then each message by its day in the staff's calendar (dayOf).
  const rows = (await strapi.db.query(CONTACT_UID).findMany({
    select: ['pagePath', 'language', 'source', 'campaign', 'createdAt'],
    where: {
      createdAt: { $gte: new Date(addDays(from, -1)), $lt: new Date(addDays(to, 2)) },
    },
  })) as Message[];
  return rows
    .filter(({ createdAt }) => {
      const day = dayOf(new Date(createdAt));
      return day >= from && day <= to;
    })
    .map(({ pagePath, language, source, campaign }) => ({
      path: pagePath,
      language,
      source,
      campaign,
    }));
}
