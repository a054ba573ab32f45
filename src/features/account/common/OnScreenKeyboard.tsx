import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as css from './keyboard.css';

const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '!@#$%^&*-_.'] as const;

export interface OnScreenKeyboardProps {
  /** Adds a character to the field. */
  onCharacter: (character: string) => void;
  onBackspace: () => void;
  onClose: () => void;
}

/**
 * A clickable keyboard for password fields (spec §2.3): typing by pointer keeps
 * the password away from key loggers. Every key is a real button.
 */
export function OnScreenKeyboard({ onCharacter, onBackspace, onClose }: OnScreenKeyboardProps) {
  const { t } = useLingui();
  const [upper, setUpper] = useState(false);
  return (
    <div className={css.keyboard} role="group" aria-label={t`On-screen keyboard`}>
      {ROWS.map((row) => (
        <div key={row} className={css.row}>
          {[...row].map((key) => {
            const character = upper ? key.toUpperCase() : key;
            return (
              <button
                key={key}
                type="button"
                className={css.key}
                onClick={() => onCharacter(character)}
              >
                {character}
              </button>
            );
          })}
        </div>
      ))}
      <div className={css.row}>
        <button
          type="button"
          className={css.wideKey}
          aria-pressed={upper}
          onClick={() => setUpper((value) => !value)}
        >
          {t`Shift`}
        </button>
        <button type="button" className={css.wideKey} onClick={onBackspace}>
          {t`Delete`}
        </button>
        <button type="button" className={css.wideKey} onClick={onClose}>
          {t`Close keyboard`}
        </button>
      </div>
    </div>
  );
}
