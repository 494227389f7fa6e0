import type { ContactField as Field } from '@brilla/validation';

type Props = {
  name: Exclude<Field, 'interest'>;
  label: string;
  defaultValue: string;
  error: string | undefined;
  type?: 'text' | 'email';
  multiline?: boolean;
  maxLength: number;
  autoComplete?: string;
};

export function ContactField({
  name,
  label,
  defaultValue,
  error,
  type = 'text',
  multiline = false,
  maxLength,
  autoComplete,
}: Props) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    defaultValue,
    // A little room over the limit so the server's message, not the browser, explains it.
    maxLength: maxLength + 50,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className:
      'w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base shadow-sm focus:border-brand aria-invalid:border-red-600',
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea rows={6} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
