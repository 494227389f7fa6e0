import type { ContactSubmission } from '@brilla/validation';

export const CONTACT_UID = 'api::contact-submission.contact-submission';

/**
 * Where a message's notification e-mail stands, stored in Spanish as the admin shows it:
 * "retenido" is stored but not e-mailed, past the site's hourly notification cap (never retried).
 */
export const EMAIL_STATUS = {
  pending: 'pendiente',
  sent: 'enviado',
  failed: 'fallido',
  held: 'retenido',
} as const;
export const EMAIL_STATUSES = Object.values(EMAIL_STATUS);
type EmailStatus = (typeof EMAIL_STATUSES)[number];
/**
 * Where staff stand with a message's sender: Nuevo → Contactado → Calificado / Descartado, stored
 * as the admin shows them (an enumeration's value is its label there).
 */
export const LEAD_STATUS = {
  new: 'Nuevo',
  contacted: 'Contactado',
  qualified: 'Calificado',
  discarded: 'Descartado',
} as const;
export const LEAD_STATUSES = Object.values(LEAD_STATUS);

/**
 * A stored row of api::contact-submission.contact-submission, as the services read it: the
 * submission the web posted (@brilla/validation's declaration, which schema.json must match),
 * then the CMS's own columns.
 */
export type Submission = ContactSubmission & {
  id: number;
  documentId: string;
  /** When the visitor gave the authorization (sent the form): the time it was stored. */
  consentAt: string | Date | null;
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
    /** Notification e-mails per hour for the whole site (CONTACT_EMAIL_MAX_PER_HOUR). */
    maxPerHour: number;
  };
  /** Messages older than this many days are deleted by the daily retention job. */
  retentionDays: number;
};
