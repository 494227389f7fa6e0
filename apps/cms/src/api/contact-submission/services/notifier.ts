import type { Core } from '@strapi/strapi';
import {
  notificationHtml,
  notificationSubject,
  notificationText,
} from '../../../lib/contact/notification';
import { CONTACT_UID, type ContactConfig, type Submission } from '../../../lib/contact/types';

type Mail = {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
};
type SubmissionQuery = {
  findMany: (params: Record<string, unknown>) => Promise<unknown[]>;
  updateMany: (params: Record<string, unknown>) => Promise<{ count: number }>;
  update: (params: Record<string, unknown>) => Promise<unknown>;
};
export type NotifierDeps = {
  config: ContactConfig['email'];
  submissions: SubmissionQuery;
  sendMail: (mail: Mail) => Promise<void>;
  log: { warn: (message: string) => void; info: (message: string) => void };
  now?: () => Date;
};
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'busy';
export type Notifier = {
  deliver: (submission: Submission) => Promise<DeliveryOutcome>;
  retryDue: () => Promise<{ attempted: number; sent: number }>;
};

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const { config, submissions, log } = deps;
  const now = deps.now ?? (() => new Date());
  let retrying = false;

  async function deliver(submission: Submission): Promise<DeliveryOutcome> {
    if (!config.enabled || !config.to || !config.from) return 'skipped';
    // Claim the attempt first: with several CMS replicas, only one of them sends a given try.
    const claim = await submissions.updateMany({
      where: {
        id: submission.id,
        emailAttempts: submission.emailAttempts,
        emailStatus: { $in: ['pending', 'failed'] },
      },
      data: { emailAttempts: submission.emailAttempts + 1 },
    });
    if (claim.count !== 1) return 'busy';
    try {
      await deps.sendMail({
        to: config.to,
        from: config.from,
        replyTo: submission.email,
        subject: notificationSubject(submission),
        text: notificationText(submission),
        html: notificationHtml(submission),
      });
    } catch (error) {
      log.warn(
        `Contact notification for ${submission.documentId} failed (attempt ${submission.emailAttempts + 1}): ${errorText(error)}`,
      );
      await submissions.update({
        where: { id: submission.id },
        data: { emailStatus: 'failed', emailLastError: errorText(error) },
      });
      return 'failed';
    }
    await submissions.update({
      where: { id: submission.id },
      data: { emailStatus: 'sent', notifiedAt: now(), emailLastError: null },
    });
    return 'sent';
  }

  /** Failed notifications, and pending ones nobody handled, until maxAttempts. */
  async function retryDue(): Promise<{ attempted: number; sent: number }> {
    if (!config.enabled || retrying) return { attempted: 0, sent: 0 };
    retrying = true;
    try {
      const staleBefore = new Date(now().getTime() - config.pendingGraceSeconds * 1000);
      const due = (await submissions.findMany({
        where: {
          emailAttempts: { $lt: config.maxAttempts },
          $or: [
            { emailStatus: 'failed' },
            { emailStatus: 'pending', createdAt: { $lt: staleBefore } },
          ],
        },
        orderBy: { createdAt: 'asc' },
        limit: config.retryBatchSize,
      })) as Submission[];
      let sent = 0;
      for (const submission of due) {
        if ((await deliver(submission)) === 'sent') sent += 1;
      }
      if (due.length > 0) log.info(`Contact notification retry: ${sent} of ${due.length} sent`);
      return { attempted: due.length, sent };
    } finally {
      retrying = false;
    }
  }

  return { deliver, retryDue };
}

type EmailService = { send: (mail: Mail) => Promise<unknown> };

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createNotifier({
    config: strapi.config.get<ContactConfig>('contact').email,
    submissions: strapi.db.query(CONTACT_UID) as unknown as SubmissionQuery,
    sendMail: async (mail) => {
      await (strapi.plugin('email').service('email') as EmailService).send(mail);
    },
    log: strapi.log,
  });
