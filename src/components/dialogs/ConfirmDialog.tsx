import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Dialog } from './Dialog';
import { ConfirmIcon, type ConfirmIconType } from './ConfirmIcon';
import * as css from './dialogs.css';

export interface ConfirmButton {
  label: ReactNode;
  value: string;
  /** The answer that goes forward; shown last, whatever its place in the list (see Dialog). */
  primary?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content: ReactNode;
  icon?: ConfirmIconType;
  /** Up to three; extra ones are ignored. */
  buttons?: ConfirmButton[];
  /** The chosen button's value, or 'dismiss' when closed by Escape, the close button or the backdrop. */
  onAnswer: (value: string) => void;
  /** Where focus goes on close when not back to the opener (see Dialog). */
  finalFocus?: () => HTMLElement | null;
}

const MAX_BUTTONS = 3;

const defaultButtons: ConfirmButton[] = [
  { label: <Trans>Cancel</Trans>, value: 'cancel' },
  { label: <Trans>Confirm</Trans>, value: 'confirm', primary: true },
];

/**
 * The spec's confirm dialog. Unlike other dialogs it closes on a backdrop click
 * (content spec, "Other UI facts"); see docs/decisions/shell-screens.md.
 */
export function ConfirmDialog({
  open,
  title,
  content,
  icon,
  buttons = defaultButtons,
  onAnswer,
  finalFocus,
}: ConfirmDialogProps) {
  const shown = buttons.slice(0, MAX_BUTTONS);
  const answerButton = (button: ConfirmButton) => (
    <button
      key={button.value}
      type="button"
      className={button.primary ? css.primaryButton : css.button}
      onClick={() => onAnswer(button.value)}
    >
      {button.label}
    </button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer('dismiss');
      }}
      title={title}
      role="alertdialog"
      closeOnBackdrop
      finalFocus={finalFocus}
      actions={{
        secondary: shown.filter((button) => !button.primary).map(answerButton),
        primary: shown.filter((button) => button.primary).map(answerButton),
      }}
    >
      <div className={css.confirmBody}>
        {icon ? <ConfirmIcon type={icon} /> : null}
        <div className={css.confirmContent}>{content}</div>
      </div>
    </Dialog>
  );
}
