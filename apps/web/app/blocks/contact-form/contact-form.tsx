import type { ContactFormBlock } from '@brilla/types';
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n/use-t';
import type { ContactActionData } from '~/lib/contact-action.server';
import { notify } from '~/lib/toast';
import type { BlockProps } from '../types';
import { ContactField } from './contact-field';

// Mirrors @brilla/validation's limits without bundling yup into the page (the server validates).
const NAME_MAX = 50;
const MESSAGE_MAX = 1000;
const EMAIL_MAX = 254;

/**
 * DESIGN.md §6: posts to the page's action. Without JavaScript the page answers with the result;
 * with it a fetcher submits in place, a toast reports the result and typed values stay.
 */
export function ContactForm({ block }: BlockProps<ContactFormBlock>) {
  const t = useT();
  const fetcher = useFetcher<ContactActionData>({ key: 'contact' });
  const pageResult = useActionData<ContactActionData>();
  const result = fetcher.data ?? pageResult;
  const sending = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const outcome = fetcher.data;
    if (!outcome || fetcher.state !== 'idle') return;
    if (outcome.status === 'success') {
      form.current?.reset();
      void notify('success', outcome.message);
    } else if (outcome.status === 'error') {
      void notify('error', outcome.message);
    }
  }, [fetcher.data, fetcher.state]);

  const values =
    result && result.status !== 'success' ? result.values : { name: '', email: '', message: '' };
  const errors = result?.status === 'invalid' ? result.fieldErrors : {};
  // A new answer remounts the fields so a no-JS answer's values fill them in.
  const formKey = result && result.status !== 'success' ? JSON.stringify(values) : 'empty';

  return (
    <Section title={block.title} intro={block.intro} tone="soft" id="contacto">
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
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
            maxLength={NAME_MAX}
            autoComplete="name"
          />
          <ContactField
            name="email"
            type="email"
            label={t('contact.email')}
            defaultValue={values.email}
            error={errors.email}
            maxLength={EMAIL_MAX}
            autoComplete="email"
          />
          <ContactField
            name="message"
            multiline
            label={t('contact.message')}
            defaultValue={values.message}
            error={errors.message}
            maxLength={MESSAGE_MAX}
          />
        </div>
        {/* Honeypot: hidden from people and assistive technology, filled by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
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
      </fetcher.Form>
    </Section>
  );
}
