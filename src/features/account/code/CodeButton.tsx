import { Trans } from '@lingui/react/macro';
import * as css from '../common/form.css';

export interface CodeButtonProps {
  /** Seconds left while counting down, 0 when the button can be used. */
  remaining: number;
  busy: boolean;
  onClick: () => void;
}

/** The get-code button: disabled while it asks and while it counts down (spec §4). */
export function CodeButton({ remaining, busy, onClick }: CodeButtonProps) {
  const counting = remaining > 0;
  return (
    <button
      type="button"
      className={css.button}
      disabled={busy || counting}
      onClick={onClick}
      aria-live="polite"
    >
      {counting ? (
        <Trans>Resend in {remaining} s</Trans>
      ) : busy ? (
        <Trans>Sending…</Trans>
      ) : (
        <Trans>Get code</Trans>
      )}
    </button>
  );
}
