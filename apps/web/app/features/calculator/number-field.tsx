import { useId } from 'react';

type Props = {
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  error: string | null;
  onChange: (value: string) => void;
};

export function NumberField({ name, label, value, min, max, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-min={min}
        data-max={max}
        className="w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-lg shadow-sm focus:border-brand aria-invalid:border-red-600"
      />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
