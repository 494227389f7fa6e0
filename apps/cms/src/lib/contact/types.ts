import type { Language } from '@brilla/i18n';

export const CONTACT_UID = 'api::contact-submission.contact-submission';

export type EmailStatus = 'pending' | 'sent' | 'failed';

/** A stored row of api::contact-submission.contact-submission, as the services read it. */
export type Submission = {
  id: number;
  documentId: string;
  name: string;
  email: string;
  message: string;
  language: Language;
  pagePath: string | null;
  emailStatus: EmailStatus;
  emailAttempts: number;
  createdAt: string | Date;
};

/** strapi.config.get('contact'), written by config/contact.ts. */
export type ContactConfig = {
  rateLimit: { points: number; durationSeconds: number; redisUrl: string | null };
  email: {
    enabled: boolean;
    to: string | null;
    from: string | null;
    maxAttempts: number;
    pendingGraceSeconds: number;
    retryBatchSize: number;
  };
};
