import { useId, type ReactNode } from 'react';
import * as css from './form.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  /** Shown (and chosen) while nothing is. */
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** A message shown elsewhere (a hint) that makes the field invalid: its element's id. */
  hintId?: string | undefined;
  required?: boolean;
  wide?: boolean;
  disabled?: boolean;
  /** Hides the label visually (a group's legend already names it). */
  labelHidden?: boolean;
}

export function SelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  hintId,
  required = false,
  wide = false,
  disabled = false,
  labelHidden = false,
}: SelectFieldProps) {
  const id = useId();
  const errorId = useId();
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={wide ? `${css.field} ${css.wide}` : css.field}>
      <label className={labelHidden ? css.visuallyHidden : css.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        className={css.input}
        value={value}
        disabled={disabled}
        aria-invalid={error || hintId ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
