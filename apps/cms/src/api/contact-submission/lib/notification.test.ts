import { describe, expect, it } from 'vitest';
import { notificationHtml, notificationSubject, notificationText } from './notification';
import type { Submission } from './types';

const submission: Submission = {
  id: 1,
  documentId: 'doc1',
  name: 'Ana\r\nBcc: evil@example.com',
  email: 'ana@example.com',
  message: '<script>alert(1)</script>\nSegunda línea',
  language: 'es',
  pagePath: '/contactanos',
  interest: null,
  policyVersion: null,
  source: null,
  campaign: null,
  consentAt: null,
  emailStatus: 'pendiente',
  emailAttempts: 0,
  createdAt: new Date('2026-11-22T10:00:00Z'),
};

describe('notification e-mail', () => {
  it('links to the message in the admin and names the interest', () => {
    const text = notificationText(
      { ...submission, interest: 'manager' },
      'https://cms.brillatalent.com/admin/',
    );
    expect(text).toContain(
      'Ver en el panel: https://cms.brillatalent.com/admin/content-manager/collection-types/api::contact-submission.contact-submission/doc1',
    );
    expect(text).toContain('Interés: Ser manager freelance');
    expect(notificationText({ ...submission, language: 'en', interest: null })).toContain(
      'Interest: -',
    );
    expect(notificationText(submission)).not.toContain('content-manager');
  });

  it('uses the translated subject without line breaks', () => {
    expect(notificationSubject(submission)).toBe(
      'Nuevo mensaje de contacto de Ana Bcc: evil@example.com',
    );
    expect(notificationSubject({ ...submission, language: 'en', name: 'Bo' })).toBe(
      'New contact message from Bo',
    );
  });
  it('carries the message verbatim as plain text', () => {
    const text = notificationText(submission);
    expect(text).toContain('<script>alert(1)</script>\nSegunda línea');
    expect(text).toContain('Email: ana@example.com');
    expect(text).toContain('Received: 2026-11-22 05:00 (America/Bogota)');
  });

  it('escapes the HTML part, so markup in the message stays text', () => {
    const html = notificationHtml(submission);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\nSegunda línea');
    expect(html).not.toContain('<script>');
    expect(html.startsWith('<pre')).toBe(true);
  });
});
