import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import { TextField } from './TextField';
import * as css from './form.css';

export interface PasswordFieldProps {
  /** Plain text: it also names the keyboard toggle. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement>;
  /** Offer the on-screen keyboard toggle. */
  keyboard?: boolean;
}

/** A password input, optionally with the on-screen keyboard beside it. */
export function PasswordField({ keyboard = false, ...field }: PasswordFieldProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { value, onChange, label } = field;
  return (
    <TextField
      {...field}
      type="password"
      trailing={
        keyboard ? (
          <button
            ref={toggle}
            type="button"
            className={css.iconButton}
            aria-pressed={open}
            aria-label={t`On-screen keyboard: ${label}`}
            title={t`On-screen keyboard`}
            onClick={() => setOpen((shown) => !shown)}
          >
            ⌨
          </button>
        ) : null
      }
      below={
        open ? (
          <OnScreenKeyboard
            onCharacter={(character) => onChange(value + character)}
            onBackspace={() => onChange(value.slice(0, -1))}
            onClose={() => {
              setOpen(false);
              // The Close key disappears with the keyboard: focus goes back to what opened it.
              toggle.current?.focus();
            }}
          />
        ) : null
      }
    />
  );
}
