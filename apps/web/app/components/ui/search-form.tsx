import { SEARCH_PATH } from '@brilla/types';
import { Form } from 'react-router';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { MAX_QUERY_LENGTH } from '~/lib/search-query';

/** The site search's form: a GET to `/buscar` in the page language, so it works without scripts. */
export function SearchForm({ query = '', className = '' }: { query?: string; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Form
      method="get"
      action={localizePath(SEARCH_PATH, language)}
      role="search"
      className={`flex w-full flex-wrap items-end gap-3 text-left ${className}`}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-2 font-semibold">
        {t('search.label')}
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          className="w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base font-normal shadow-sm focus:border-brand"
        />
      </label>
      <button
        type="submit"
        className="min-h-12 rounded-full bg-brand px-7 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('search.submit')}
      </button>
    </Form>
  );
}
