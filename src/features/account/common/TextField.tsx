import { useId, type ReactNode, type Ref } from 'react';
import * as css from './form.css';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** The field's message (a rule it breaks), shown under it and announced. */
  error?: ReactNode;
  /** A positive note, e.g. "username available". */
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  optional?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Controls beside the input (code button, keyboard toggle, edit toggle). */
  trailing?: ReactNode;
  /** Controls before the input (area code). */
  leading?: ReactNode;
  /** Shown under the field (an on-screen keyboard). */
  below?: ReactNode;
  maxLength?: number;
}

/** A labelled input with its message, wired for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  optional,
  disabled,
  inputRef,
  trailing,
  leading,
  below,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const shown = error ?? hint;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {optional ? <span className={css.optional}> {optional}</span> : null}
      </label>
      <div className={css.control}>
        {leading}
        <input
          id={id}
          ref={inputRef}
          className={css.input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={shown ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        {trailing}
      </div>
      {error ? (
        <p id={messageId} className={css.message} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={css.success} role="status">
          {hint}
        </p>
      ) : null}
      {below}
    </div>
  );
}
