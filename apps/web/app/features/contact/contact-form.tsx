import type { ContactFormBlock } from '@brilla/types';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactValues,
  interestFromQuery,
} from '@brilla/validation';
import { useEffect, useRef } from 'react';
import { Link, useActionData, useFetcher, useLocation } from 'react-router';
import { Section } from '~/components/ui/section';
import { useVisitOrigin } from '~/features/visits/visit-origin';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import type { BlockProps } from '~/lib/block-props';
import { useSiteSetting } from '~/lib/root-data';
import { notifyPromise } from '~/lib/toast';
import type { ContactActionData } from './contact-action.server';
import { ContactField } from './contact-field';

// The shared limits; yup stays out of the page (the server validates).
const { name, email, message, interest } = CONTACT_FORM_FIELDS;

/** One sending: the toast's promise, settled by the fetcher's answer. */
type PendingAnswer<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: Error) => void;
  /** The fetcher's answer when the visitor pressed send, to tell a new answer from none. */
  before: T | undefined;
  /** The fetcher has been seen busy since: an idle fetcher with no new answer means it failed. */
  seenBusy: boolean;
};

function pendingAnswer<T>(before: T | undefined): PendingAnswer<T> {
  let resolve: PendingAnswer<T>['resolve'] = () => {};
  let reject: PendingAnswer<T>['reject'] = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject, before, seenBusy: false };
}

/**
 * docs/design.md §6: posts to the page's action. Without JavaScript the page answers with the
 * result; with it a fetcher submits in place, a toast reports the result and typed values stay.
 */
export function ContactForm({ block }: BlockProps<ContactFormBlock>) {
  const t = useT();
  const fetcher = useFetcher<ContactActionData>({ key: 'contact' });
  const pageResult = useActionData<ContactActionData>();
  const result = fetcher.data ?? pageResult;
  const sending = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const { language } = useLanguage();
  const { search } = useLocation();
  // A link may preselect the interest: /contactanos?interes=manager, /en/contactanos?interest=manager.
  const preselected = interestFromQuery(new URLSearchParams(search)) ?? '';
  const policyVersion = useSiteSetting()?.privacyPolicyVersion ?? null;
  // Where the visit came from (after hydration, with JavaScript, unless the browser opted out).
  const origin = useVisitOrigin();

  // docs/product.md §4: a loading toast from sending until the answer, then success or error.
  // The answer is told apart from the one before by what the fetcher held when the visitor
  // pressed send (read in the event, not in an effect: React Router stores a fetcher's new data
  // at once but renders its state in a transition, so a render may pair 'submitting' with the
  // new answer already).
  const answer = useRef<PendingAnswer<ContactActionData> | null>(null);
  const startSending = () => {
    if (answer.current) return;
    answer.current = pendingAnswer(fetcher.data);
    notifyPromise(answer.current.promise, {
      loading: t('contact.sending'),
      // Field errors show inline: the loading toast just goes.
      success: (outcome) => (outcome.status === 'success' ? outcome.message : null),
      error: (reason) => (reason instanceof Error ? reason.message : t('contact.failure')),
    }).catch(() => {});
  };

  useEffect(() => {
    const waiting = answer.current;
    if (!waiting) return;
    if (fetcher.state !== 'idle') {
      waiting.seenBusy = true;
      return;
    }
    const outcome = fetcher.data;
    const answered = outcome !== undefined && outcome !== waiting.before;
    // Idle before the submission showed: not over yet.
    if (!answered && !waiting.seenBusy) return;
    answer.current = null;
    // No new answer: the request itself failed (network, server error page).
    if (!answered) waiting.reject(new Error(t('contact.failure')));
    else if (outcome.status === 'error') waiting.reject(new Error(outcome.message));
    else {
      if (outcome.status === 'success') form.current?.reset();
      waiting.resolve(outcome);
    }
  }, [fetcher.data, fetcher.state, t]);

  const values =
    result && result.status !== 'success'
      ? result.values
      : { ...contactValues(() => ''), interest: preselected };
  const errors = result?.status === 'invalid' ? result.fieldErrors : {};
  // A new answer remounts the fields so a no-JS answer's values fill them in.
  const formKey = result && result.status !== 'success' ? JSON.stringify(values) : 'empty';

  return (
    <Section title={block.title} intro={block.intro} tone="soft" id="contacto">
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={startSending}
        aria-busy={sending}
        className="mx-auto flex max-w-2xl flex-col gap-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/5 md:p-10"
      >
        {/* The page's own answer (no JavaScript); with JavaScript the toast reports it. */}
        {pageResult && !fetcher.data && pageResult.status !== 'invalid' ? (
          <p
            role={pageResult.status === 'success' ? 'status' : 'alert'}
            className={`rounded-xl px-4 py-3 font-medium ${
              pageResult.status === 'success'
                ? 'bg-green-50 text-green-800'
                : 'bg-red-50 text-red-800'
            }`}
          >
            {pageResult.message}
          </p>
        ) : null}
        <div key={formKey} className="flex flex-col gap-6">
          <ContactField
            name="name"
            label={t('contact.name')}
            defaultValue={values.name}
            error={errors.name}
            maxLength={name.max}
            autoComplete="name"
          />
          <ContactField
            name="email"
            type="email"
            label={t('contact.email')}
            defaultValue={values.email}
            error={errors.email}
            maxLength={email.max}
            autoComplete="email"
          />
          <ContactField
            name="message"
            multiline
            label={t('contact.message')}
            defaultValue={values.message}
            error={errors.message}
            maxLength={message.max}
          />
          <div>
            <label htmlFor="contact-interest" className="mb-2 block font-semibold">
              {t('contact.interest.label')}{' '}
              <span className="font-normal text-muted">{t('contact.interest.optional')}</span>
            </label>
            <select
              id="contact-interest"
              name="interest"
              defaultValue={values.interest}
              aria-invalid={errors.interest ? true : undefined}
              aria-describedby={errors.interest ? 'contact-interest-error' : undefined}
              className="min-h-12 w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base shadow-sm focus:border-brand aria-invalid:border-red-600"
            >
              <option value="">{t('contact.interest.none')}</option>
              {interest.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`contact.interest.${choice}`)}
                </option>
              ))}
            </select>
            {errors.interest ? (
              <p id="contact-interest-error" className="mt-2 text-sm font-medium text-red-700">
                {errors.interest}
              </p>
            ) : null}
          </div>
        </div>
        {/* Honeypot: hidden from people and assistive technology, filled by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input
            id="contact-website"
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-8 py-3 text-base font-semibold text-white shadow-lg shadow-brand/30 transition hover:bg-brand-dark disabled:opacity-70"
        >
          {sending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
        {/* Ley 1581: the authorization the visitor gives by sending, and the policy's version. */}
        {policyVersion ? <input type="hidden" name="policyVersion" value={policyVersion} /> : null}
        {/* The visit's source and campaign, as counted, so the report sets messages against them. */}
        {origin ? (
          <>
            <input type="hidden" name="source" value={origin.source} />
            <input type="hidden" name="campaign" value={origin.campaign} />
          </>
        ) : null}
        <p id="contact-consent" className="text-sm text-muted">
          {t('contact.consent.notice')}{' '}
          <Link
            to={localizePath('/privacy', language)}
            className="font-semibold text-brand underline"
          >
            {t('contact.consent.policyLink')}
          </Link>
          {policyVersion ? ` ${t('contact.consent.version', { version: policyVersion })}` : ''}.{' '}
          {t('contact.consent.rights')}
        </p>
      </fetcher.Form>
    </Section>
  );
}
