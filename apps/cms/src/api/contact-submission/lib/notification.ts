import { translate } from '@brilla/i18n';
import { CONTACT_FIELDS, CONTACT_FORM_FIELDS, type ContactField } from '@brilla/validation';
import { STAFF_TIME_ZONE, staffTime } from '../../../lib/staff-time';
import { CONTACT_UID, type Submission } from './types';

/** The message in the admin: <admin URL>/content-manager/collection-types/<uid>/<documentId>. */
function adminMessageUrl(adminBaseUrl: string, documentId: string): string {
  return `${adminBaseUrl.replace(/\/+$/, '')}/content-manager/collection-types/${CONTACT_UID}/${encodeURIComponent(documentId)}`;
}

/** Header values never carry a line break (no header injection through the visitor's name). */
function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function notificationSubject(submission: Pick<Submission, 'language' | 'name'>): string {
  return headerSafe(
    translate(submission.language, 'contact.notification.subject', { name: submission.name }),
  );
}

/** Each field's name in the e-mail (i18n keys); a field added to the form needs one here. */
const LABELS: Record<ContactField, string> = {
  name: 'contact.name',
  email: 'contact.email',
  message: 'contact.message',
  interest: 'contact.notification.interest',
};

const multiline = (field: ContactField) => 'multiline' in CONTACT_FORM_FIELDS[field];

/**
 * Plain text only: the visitor's words are never interpreted as HTML. The form's fields in its
 * order, a choice by its name in the message's language (`contact.interest.manager`), "-" for
 * none; the fields of several lines come last, as the e-mail's body.
 */
export function notificationText(submission: Submission, adminBaseUrl?: string | null): string {
  const t = (key: string) => translate(submission.language, key);
  const shown = (field: ContactField) => {
    const value = submission[field];
    if (value === null) return '-';
    return 'choices' in CONTACT_FORM_FIELDS[field] ? t(`contact.${field}.${value}`) : value;
  };
  const created = staffTime(submission.createdAt);
  return [
    ...CONTACT_FIELDS.filter((field) => !multiline(field)).map(
      (field) => `${t(LABELS[field])}: ${shown(field)}`,
    ),
    `Language: ${submission.language}`,
    `Page: ${submission.pagePath ?? '-'}`,
    `Received: ${created} (${STAFF_TIME_ZONE})`,
    `Id: ${submission.documentId}`,
    ...(adminBaseUrl
      ? [
          `${t('contact.notification.openInAdmin')}: ${adminMessageUrl(adminBaseUrl, submission.documentId)}`,
        ]
      : []),
    ...CONTACT_FIELDS.filter(multiline).flatMap((field) => [
      '',
      `${t(LABELS[field])}:`,
      shown(field),
    ]),
    '',
  ].join('\n');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The same text for mail clients that show the HTML part: escaped, in <pre>. Strapi's nodemailer
 * provider would otherwise send the plain text as the HTML part too (`html: html ?? text`), so a
 * visitor's "<img onerror=...>" would become markup in the staff's inbox.
 */
export function notificationHtml(submission: Submission, adminBaseUrl?: string | null): string {
  return `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(notificationText(submission, adminBaseUrl))}</pre>`;
}
