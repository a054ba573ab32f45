import { useId, type ReactNode } from 'react';
import * as css from './form.css';

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email' | 'url' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  maxLength?: number;
  wide?: boolean;
  disabled?: boolean;
  /** A `<datalist>`'s id: suggestions as the field is typed. */
  list?: string;
  placeholder?: string;
  /** The earliest date a `date` field takes (`YYYY-MM-DD`). */
  min?: string;
}

/** A labelled input whose message is tied to it for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  wide = false,
  disabled = false,
  list,
  placeholder,
  min,
}: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const common = {
    id,
    value,
    disabled,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={wide ? `${css.field} ${css.wide}` : css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={css.textarea}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          className={css.input}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          list={list}
          min={min}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
