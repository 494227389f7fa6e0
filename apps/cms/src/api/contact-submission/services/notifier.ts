import type { Core } from '@strapi/strapi';
import { notificationHtml, notificationSubject, notificationText } from '../lib/notification';
import { contactService } from '../lib/services';
import { CONTACT_UID, type ContactConfig, EMAIL_STATUS, type Submission } from '../lib/types';

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
  /** The site-wide hourly e-mail budget (rate-limit service); without it, no cap. */
  budget?: { takeMailSlot: () => Promise<boolean> };
  log: { warn: (message: string) => void; info: (message: string) => void };
  now?: () => Date;
  /** The admin panel's address; the e-mail links to the message there. */
  adminBaseUrl?: string | null;
};
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'busy' | 'held';
export type Notifier = {
  deliver: (submission: Submission) => Promise<DeliveryOutcome>;
  retryDue: () => Promise<{ attempted: number; sent: number }>;
};

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Kept on a held submission: why staff got no e-mail for it. */
export const HELD_REASON = 'Not e-mailed: the hourly notification limit was reached';

export function createNotifier(deps: NotifierDeps): Notifier {
  const { config, submissions, log } = deps;
  const now = deps.now ?? (() => new Date());
  let retrying = false;
  /** Submissions held since the budget ran out (logged as counts, never their content). */
  let held = 0;

  /**
   * Past the hourly budget the submission is only marked "retenido": stored, listed in the admin,
   * never e-mailed nor retried (a flood must not turn into a delayed flood either).
   */
  async function hold(submission: Submission): Promise<DeliveryOutcome> {
    const marked = await submissions.updateMany({
      where: {
        id: submission.id,
        emailAttempts: submission.emailAttempts,
        emailStatus: { $in: [EMAIL_STATUS.pending, EMAIL_STATUS.failed] },
      },
      data: { emailStatus: EMAIL_STATUS.held, emailLastError: HELD_REASON },
    });
    if (marked.count !== 1) return 'busy';
    held += 1;
    if (held === 1 || held % 100 === 0) {
      log.warn(
        `Contact notifications over ${config.maxPerHour} per hour: ${held} submission(s) held, stored without e-mail`,
      );
    }
    return 'held';
  }

  async function deliver(submission: Submission): Promise<DeliveryOutcome> {
    if (!config.enabled || !config.to || !config.from) return 'skipped';
    if (deps.budget && !(await deps.budget.takeMailSlot())) return hold(submission);
    if (held > 0) {
      log.info(`Contact notifications resumed; ${held} submission(s) were held`);
      held = 0;
    }
    // Claim the attempt first: with several CMS replicas, only one of them sends a given try.
    const claim = await submissions.updateMany({
      where: {
        id: submission.id,
        emailAttempts: submission.emailAttempts,
        emailStatus: { $in: [EMAIL_STATUS.pending, EMAIL_STATUS.failed] },
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
        text: notificationText(submission, deps.adminBaseUrl),
        html: notificationHtml(submission, deps.adminBaseUrl),
      });
    } catch (error) {
      log.warn(
        `Contact notification for ${submission.documentId} failed (attempt ${submission.emailAttempts + 1}): ${errorText(error)}`,
      );
      await submissions.update({
        where: { id: submission.id },
        data: { emailStatus: EMAIL_STATUS.failed, emailLastError: errorText(error) },
      });
      return 'failed';
    }
    await submissions.update({
      where: { id: submission.id },
      data: { emailStatus: EMAIL_STATUS.sent, notifiedAt: now(), emailLastError: null },
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
            { emailStatus: EMAIL_STATUS.failed },
            { emailStatus: EMAIL_STATUS.pending, createdAt: { $lt: staleBefore } },
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
    submissions: strapi.db.query(CONTACT_UID),
    budget: contactService(strapi, 'rate-limit'),
    sendMail: async (mail) => {
      await (strapi.plugin('email').service('email') as EmailService).send(mail);
    },
    log: strapi.log,
    // CMS_PUBLIC_URL + /admin, or the CMS's own address when it is not set.
    adminBaseUrl: strapi.config.get<string>('admin.absoluteUrl') || null,
  });
