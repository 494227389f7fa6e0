import { describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../../../tests/helpers/fake-strapi';
import type { Submission } from '../lib/types';
import notifierFactory, { createNotifier, HELD_REASON, type NotifierDeps } from './notifier';

const base: Submission = {
  id: 7,
  documentId: 'doc7',
  name: 'Ana',
  email: 'ana@example.com',
  message: 'Quiero información, por favor.',
  language: 'es',
  pagePath: null,
  interest: null,
  policyVersion: null,
  source: null,
  campaign: null,
  consentAt: null,
  emailStatus: 'pendiente',
  emailAttempts: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const emailConfig = {
  enabled: true,
  to: 'staff@example.com',
  from: 'web@example.com',
  maxAttempts: 10,
  pendingGraceSeconds: 120,
  retryBatchSize: 20,
  maxPerHour: 60,
};

function setup(overrides: Partial<NotifierDeps> = {}) {
  const submissions = {
    findMany: vi.fn(async () => [] as unknown[]),
    updateMany: vi.fn(async () => ({ count: 1 })),
    update: vi.fn(async () => ({})),
  };
  const deps: NotifierDeps = {
    config: emailConfig,
    submissions,
    sendMail: vi.fn(async () => undefined),
    log: { warn: vi.fn(), info: vi.fn() },
    now: () => new Date('2026-11-22T12:00:00.000Z'),
    ...overrides,
  };
  return { deps, submissions, notifier: createNotifier(deps) };
}

describe('contact notifier', () => {
  it('claims the attempt, sends a plain-text mail and marks the submission sent', async () => {
    const { deps, submissions, notifier } = setup();
    expect(await notifier.deliver(base)).toBe('sent');
    expect(submissions.updateMany).toHaveBeenCalledWith({
      where: { id: 7, emailAttempts: 0, emailStatus: { $in: ['pendiente', 'fallido'] } },
      data: { emailAttempts: 1 },
    });
    expect(deps.sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'staff@example.com',
        from: 'web@example.com',
        replyTo: 'ana@example.com',
        subject: 'Nuevo mensaje de contacto de Ana',
      }),
    );
    expect(submissions.update).toHaveBeenCalledWith({
      where: { id: 7 },
      data: {
        emailStatus: 'enviado',
        notifiedAt: new Date('2026-11-22T12:00:00.000Z'),
        emailLastError: null,
      },
    });
  });

  it('marks the submission failed, with the reason, when sending throws', async () => {
    const { submissions, notifier } = setup({
      sendMail: vi.fn(async () => {
        throw new Error('ECONNREFUSED');
      }),
    });
    expect(await notifier.deliver(base)).toBe('failed');
    expect(submissions.update).toHaveBeenCalledWith({
      where: { id: 7 },
      data: { emailStatus: 'fallido', emailLastError: 'ECONNREFUSED' },
    });
  });

  it('keeps the first 500 characters of a failure, and logs which attempt failed', async () => {
    const reason = `${'x'.repeat(500)}TAIL`;
    const { deps, submissions, notifier } = setup({
      sendMail: vi.fn(async () => {
        throw new Error(reason);
      }),
    });
    expect(await notifier.deliver({ ...base, emailAttempts: 2 })).toBe('failed');
    expect(submissions.update).toHaveBeenCalledWith({
      where: { id: 7 },
      data: { emailStatus: 'fallido', emailLastError: 'x'.repeat(500) },
    });
    expect(deps.log.warn).toHaveBeenCalledWith(
      `Contact notification for doc7 failed (attempt 3): ${'x'.repeat(500)}`,
    );
  });

  it('keeps a thrown non-error as text', async () => {
    const { submissions, notifier } = setup({
      sendMail: vi.fn(async () => {
        throw 'refused';
      }),
    });
    expect(await notifier.deliver(base)).toBe('failed');
    expect(submissions.update).toHaveBeenCalledWith({
      where: { id: 7 },
      data: { emailStatus: 'fallido', emailLastError: 'refused' },
    });
  });

  it('sends nothing while e-mail is off or lacks an address', async () => {
    for (const config of [
      { ...emailConfig, enabled: false },
      { ...emailConfig, to: null },
      { ...emailConfig, from: null },
    ]) {
      const { deps, submissions, notifier } = setup({ config });
      expect(await notifier.deliver(base)).toBe('skipped');
      expect(submissions.updateMany).not.toHaveBeenCalled();
      expect(deps.sendMail).not.toHaveBeenCalled();
    }
  });

  it('runs one retry at a time, and the next one after it', async () => {
    const { deps, submissions, notifier } = setup();
    let release: (rows: unknown[]) => void = () => undefined;
    submissions.findMany.mockReturnValueOnce(
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    const first = notifier.retryDue();
    expect(await notifier.retryDue()).toEqual({ attempted: 0, sent: 0 });
    expect(submissions.findMany).toHaveBeenCalledTimes(1);
    release([
      { ...base, emailStatus: 'fallido', emailAttempts: 1 },
      { ...base, id: 8, documentId: 'doc8', emailStatus: 'fallido', emailAttempts: 1 },
    ]);
    submissions.updateMany.mockResolvedValueOnce({ count: 0 });
    expect(await first).toEqual({ attempted: 2, sent: 1 });
    expect(deps.log.info).toHaveBeenCalledWith('Contact notification retry: 1 of 2 sent');
    submissions.findMany.mockResolvedValueOnce([{ ...base, emailStatus: 'fallido' }]);
    expect(await notifier.retryDue()).toEqual({ attempted: 1, sent: 1 });
  });

  it('runs the next retry after one that failed, and logs nothing when none is due', async () => {
    const { deps, submissions, notifier } = setup();
    submissions.findMany.mockRejectedValueOnce(new Error('database gone'));
    await expect(notifier.retryDue()).rejects.toThrow('database gone');
    expect(await notifier.retryDue()).toEqual({ attempted: 0, sent: 0 });
    expect(submissions.findMany).toHaveBeenCalledTimes(2);
    expect(deps.log.info).not.toHaveBeenCalled();
  });

  it('sends nothing when another instance claimed the attempt', async () => {
    const { deps, submissions, notifier } = setup();
    submissions.updateMany.mockResolvedValueOnce({ count: 0 });
    expect(await notifier.deliver(base)).toBe('busy');
    expect(deps.sendMail).not.toHaveBeenCalled();
  });

  it('leaves submissions pending when e-mail is not configured', async () => {
    const { deps, submissions, notifier } = setup({
      config: { ...emailConfig, enabled: false, to: null, from: null },
    });
    expect(await notifier.deliver(base)).toBe('skipped');
    expect(await notifier.retryDue()).toEqual({ attempted: 0, sent: 0 });
    expect(submissions.updateMany).not.toHaveBeenCalled();
    expect(deps.sendMail).not.toHaveBeenCalled();
  });

  it('retries failed and stale pending submissions below the attempt cap', async () => {
    const { submissions, notifier } = setup();
    submissions.findMany.mockResolvedValueOnce([
      { ...base, emailStatus: 'fallido', emailAttempts: 3 },
    ]);
    expect(await notifier.retryDue()).toEqual({ attempted: 1, sent: 1 });
    expect(submissions.findMany).toHaveBeenCalledWith(
      expect.objectContaining({
        where: {
          emailAttempts: { $lt: 10 },
          $or: [
            { emailStatus: 'fallido' },
            { emailStatus: 'pendiente', createdAt: { $lt: new Date('2026-11-22T11:58:00.000Z') } },
          ],
        },
        limit: 20,
      }),
    );
    expect(submissions.updateMany).toHaveBeenCalledWith(
      expect.objectContaining({ data: { emailAttempts: 4 } }),
    );
  });

  describe('site-wide hourly cap', () => {
    /** A budget with `slots` e-mails left, as the rate-limit service hands them out. */
    const budgetOf = (slots: number) => ({
      takeMailSlot: vi.fn(async () => {
        slots -= 1;
        return slots >= 0;
      }),
    });

    it('sends within the budget, then stores and marks the rest held, without e-mail', async () => {
      const { deps, submissions, notifier } = setup({ budget: budgetOf(2) });
      const outcomes = [];
      for (let id = 1; id <= 5; id += 1) {
        outcomes.push(await notifier.deliver({ ...base, id, documentId: `doc${id}` }));
      }
      expect(outcomes).toEqual(['sent', 'sent', 'held', 'held', 'held']);
      expect(deps.sendMail).toHaveBeenCalledTimes(2);
      expect(submissions.updateMany).toHaveBeenCalledWith({
        where: { id: 5, emailAttempts: 0, emailStatus: { $in: ['pendiente', 'fallido'] } },
        data: { emailStatus: 'retenido', emailLastError: HELD_REASON },
      });
    });

    it('logs counts only, once when the cap is reached and once when e-mail resumes', async () => {
      let slots = 1;
      const budget = { takeMailSlot: vi.fn(async () => slots-- > 0) };
      const { deps, notifier } = setup({ budget });
      for (let id = 1; id <= 4; id += 1) await notifier.deliver({ ...base, id });
      slots = 1;
      await notifier.deliver({ ...base, id: 9 });
      const lines = [
        ...vi.mocked(deps.log.warn).mock.calls,
        ...vi.mocked(deps.log.info).mock.calls,
      ].map((call) => String(call[0]));
      expect(lines).toEqual([
        'Contact notifications over 60 per hour: 1 submission(s) held, stored without e-mail',
        'Contact notifications resumed; 3 submission(s) were held',
      ]);
      expect(lines.join('\n')).not.toMatch(/Ana|ana@example\.com|Quiero|doc/);
    });

    it('logs the held count again every hundred', async () => {
      const { deps, notifier } = setup({ budget: budgetOf(0) });
      for (let id = 1; id <= 201; id += 1) await notifier.deliver({ ...base, id });
      expect(vi.mocked(deps.log.warn).mock.calls.map((call) => call[0])).toEqual([
        'Contact notifications over 60 per hour: 1 submission(s) held, stored without e-mail',
        'Contact notifications over 60 per hour: 100 submission(s) held, stored without e-mail',
        'Contact notifications over 60 per hour: 200 submission(s) held, stored without e-mail',
      ]);
    });

    it('says why a held submission got no e-mail', () => {
      expect(HELD_REASON).toBe('Not e-mailed: the hourly notification limit was reached');
    });

    it('holds retries too: the retry job never sends past the cap', async () => {
      const { deps, submissions, notifier } = setup({ budget: budgetOf(0) });
      submissions.findMany.mockResolvedValueOnce([
        { ...base, emailStatus: 'fallido', emailAttempts: 3 },
        { ...base, id: 8, emailStatus: 'pendiente' },
      ]);
      expect(await notifier.retryDue()).toEqual({ attempted: 2, sent: 0 });
      expect(deps.sendMail).not.toHaveBeenCalled();
      // Held rows are not picked again: the job asks only for failed and stale pending ones.
      expect(submissions.findMany).toHaveBeenCalledWith(
        expect.objectContaining({
          where: expect.objectContaining({
            $or: [
              { emailStatus: 'fallido' },
              expect.objectContaining({ emailStatus: 'pendiente' }),
            ],
          }),
        }),
      );
    });

    it('does not hold a submission another instance is already handling', async () => {
      const { deps, submissions, notifier } = setup({ budget: budgetOf(0) });
      submissions.updateMany.mockResolvedValueOnce({ count: 0 });
      expect(await notifier.deliver(base)).toBe('busy');
      expect(deps.log.warn).not.toHaveBeenCalled();
    });
  });

  describe('as Strapi builds it', () => {
    function strapiWith(absoluteUrl: string) {
      const sent: unknown[] = [];
      const updates: unknown[] = [];
      let slots = 1;
      const strapi = fakeStrapi({
        config: {
          get: (key: string) =>
            ({ contact: { email: emailConfig }, 'admin.absoluteUrl': absoluteUrl })[key],
        },
        db: {
          query: (uid: string) => ({
            updateMany: async (params: unknown) => {
              updates.push({ uid, params });
              return { count: 1 };
            },
            update: async (params: unknown) => {
              updates.push({ uid, params });
              return {};
            },
            findMany: async () => [],
          }),
        },
        service: (uid: string) =>
          uid === 'api::contact-submission.rate-limit'
            ? { takeMailSlot: async () => slots-- > 0 }
            : undefined,
        plugin: (name: string) => ({
          service: (service: string) =>
            name === 'email' && service === 'email'
              ? { send: async (mail: unknown) => sent.push(mail) }
              : undefined,
        }),
        log: { warn: () => undefined, info: () => undefined },
      });
      return { strapi, sent, updates };
    }

    it('sends through the e-mail plugin within the budget, linking to the admin', async () => {
      const { strapi, sent, updates } = strapiWith('https://cms.example.com/admin');
      const notifier = notifierFactory({ strapi });
      expect(await notifier.deliver(base)).toBe('sent');
      expect(await notifier.deliver({ ...base, id: 8 })).toBe('held');
      expect(sent).toEqual([
        expect.objectContaining({
          to: 'staff@example.com',
          text: expect.stringContaining('https://cms.example.com/admin/'),
        }),
      ]);
      expect(updates[0]).toMatchObject({ uid: 'api::contact-submission.contact-submission' });
      expect(updates[1]).toMatchObject({
        params: { data: { emailStatus: 'enviado', notifiedAt: expect.any(Date) } },
      });
    });

    it('links to no admin when its address is not set', async () => {
      const { strapi, sent } = strapiWith('');
      await notifierFactory({ strapi }).deliver(base);
      expect(JSON.stringify(sent)).not.toContain('/admin');
      expect(sent).toHaveLength(1);
    });
  });
});
