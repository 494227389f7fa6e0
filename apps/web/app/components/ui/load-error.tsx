import { useRevalidator } from 'react-router';
import { useT } from '~/i18n/use-t';

/** A failed load with a "Reintentar" button that runs the page's loaders again. */
export function LoadError({ message }: { message: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-brand-light/60 p-8 text-center"
    >
      <p className="font-semibold">{message}</p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {revalidator.state === 'loading' ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}
