import { translate } from '@brilla/i18n';
import type { Submission } from './types';

/** Header values never carry a line break (no header injection through the visitor's name). */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function notificationSubject(submission: Pick<Submission, 'language' | 'name'>): string {
  return headerSafe(
    translate(submission.language, 'contact.notification.subject', { name: submission.name }),
  );
}

/** Plain text only: the visitor's words are never interpreted as HTML. */
export function notificationText(submission: Submission): string {
  const t = (key: string) => translate(submission.language, key);
  const created =
    submission.createdAt instanceof Date
      ? submission.createdAt.toISOString()
      : submission.createdAt;
  return [
    `${t('contact.name')}: ${submission.name}`,
    `${t('contact.email')}: ${submission.email}`,
    `Language: ${submission.language}`,
    `Page: ${submission.pagePath ?? '-'}`,
    `Received: ${created}`,
    `Id: ${submission.documentId}`,
    '',
    `${t('contact.message')}:`,
    submission.message,
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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The same text for mail clients that show the HTML part: escaped, in <pre>. Strapi's nodemailer
 * provider would otherwise send the plain text as the HTML part too (`html: html ?? text`), so a
 * visitor's "<img onerror=...>" would become markup in the staff's inbox.
 */
export function notificationHtml(submission: Submission): string {
  return `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(notificationText(submission))}</pre>`;
}
