import { type Language, translate } from '@brilla/i18n';
import {
  type ContactReply,
  contactIssues,
  contactPagePath,
  contactPolicyVersion,
  contactVisitCampaign,
  contactVisitSource,
  isHoneypotFilled,
  validateContact,
} from '@brilla/validation';
import type { Core } from '@strapi/strapi';
import { resolveLanguage } from '../../../lib/accept-language';
import { plainLine, plainText } from '../lib/plain-text';
import { contactService } from '../lib/services';
import { CONTACT_UID, EMAIL_STATUS, LEAD_STATUS, type Submission } from '../lib/types';
import type { Notifier } from './notifier';
import type { ContactRateLimiter } from './rate-limit';

/** The route's outcome (@brilla/validation), with the language its messages are in. */
export type SubmitResult =
  | Extract<ContactReply, { kind: 'stored' | 'ignored' }>
  | (Extract<ContactReply, { kind: 'invalid' | 'rate-limited' }> & { language: Language });
export type SubmitRequest = { body: unknown; clientKey: string; acceptLanguage?: string };

export type ContactDeps = {
  store: (data: Omit<Submission, 'id' | 'documentId' | 'createdAt'>) => Promise<Submission>;
  /** The privacy policy version in force (site settings), for a post that names none. */
  currentPolicyVersion: () => Promise<string | null>;
  now?: () => Date;
  limiter: Pick<ContactRateLimiter, 'consume'>;
  notifier: Pick<Notifier, 'deliver'>;
  log: { error: (message: string) => void };
};
export type ContactService = {
  submit: (request: SubmitRequest) => Promise<SubmitResult>;
  /** Waits for notifications still being sent (shutdown, tests). */
  drain: () => Promise<void>;
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The contact pipeline of docs/design.md §6: language, honeypot, rate limit, shared validation,
 * store, then notify. Once stored, nothing that happens to the e-mail fails the submission,
 * and the visitor's answer does not wait for SMTP (docs/decisions/052): a slow or unreachable
 * mail server would otherwise hold every submission for its timeout. If the process dies before
 * the e-mail goes out, the submission stays "pendiente" and the retry job sends it.
 */
export function createContactService(deps: ContactDeps): ContactService {
  const sending = new Set<Promise<void>>();
  return {
    async drain() {
      await Promise.all(sending);
    },
    async submit(request: SubmitRequest): Promise<SubmitResult> {
      const data = asRecord(asRecord(request.body).data);
      const language = resolveLanguage(data.language, request.acceptLanguage);
      if (isHoneypotFilled(data)) return { kind: 'ignored' };

      const decision = await deps.limiter.consume(request.clientKey);
      if (!decision.allowed) {
        return {
          kind: 'rate-limited',
          language,
          message: translate(language, 'contact.rateLimited'),
          retryAfterSeconds: decision.retryAfterSeconds,
        };
      }

      const validation = validateContact(
        {
          name: typeof data.name === 'string' ? plainLine(data.name) : data.name,
          email: data.email,
          message: typeof data.message === 'string' ? plainText(data.message) : data.message,
          interest: data.interest,
        },
        language,
      );
      if (!validation.ok) {
        const errors = contactIssues(validation.errors);
        // Stryker disable next-line OptionalChaining,StringLiteral: a refused validation always has an issue, so errors[0] is there.
        return { kind: 'invalid', language, message: errors[0]?.message ?? '', errors };
      }

      const stored = await deps.store({
        ...validation.value,
        language,
        // Only a path of the site ("//evil.example/x" is not one): the web's rule, shared.
        pagePath: contactPagePath(data.pagePath),
        // Where the visit came from, as the visit counts name it (docs/analytics.md); anything
        // else is dropped, never a reason to refuse the message.
        source: contactVisitSource(data.source),
        campaign: contactVisitCampaign(data.campaign),
        // Ley 1581: the version of the policy the form showed, and when the visitor sent it.
        policyVersion:
          contactPolicyVersion(data.policyVersion) ?? (await deps.currentPolicyVersion()),
        consentAt: (deps.now ?? (() => new Date()))(),
        emailStatus: EMAIL_STATUS.pending,
        emailAttempts: 0,
      });
      const delivery = deps.notifier.deliver(stored).then(
        () => undefined,
        (error: unknown) => {
          // The retry job picks it up later; the visitor's message is safe.
          deps.log.error(`Contact notification for ${stored.documentId} crashed: ${String(error)}`);
        },
      );
      sending.add(delivery);
      // Stryker disable next-line ArrowFunction: a settled delivery left in the set only costs memory; drain still resolves at once.
      void delivery.finally(() => sending.delete(delivery));
      return { kind: 'stored', documentId: stored.documentId };
    },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createContactService({
    store: async (data) =>
      (await strapi.documents(CONTACT_UID).create({
        data: { ...data, leadStatus: LEAD_STATUS.new },
      })) as Submission,
    currentPolicyVersion: async () => {
      const settings = (await strapi.db
        .query('api::site-setting.site-setting')
        .findOne({ select: ['privacyPolicyVersion'] })) as { privacyPolicyVersion?: string } | null;
      return contactPolicyVersion(settings?.privacyPolicyVersion);
    },
    limiter: contactService(strapi, 'rate-limit'),
    notifier: contactService(strapi, 'notifier'),
    log: strapi.log,
  });
