import type { ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useKeyboardScrollable } from './useKeyboardScrollable';
import * as css from './dialogs.css';

/**
 * A dialog's buttons, by role rather than in a free order, so every dialog shows them alike:
 * the others first, the one that goes forward last, at the inline end (docs/decisions.md,
 * "Dialog buttons").
 */
export interface DialogActions {
  /** Cancel, back, add and the like, shown in the order given. */
  secondary?: ReactNode;
  /** The answer that goes forward: confirm, submit, save, pay. */
  primary?: ReactNode;
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  actions?: DialogActions;
  /** Spec: dialogs stay open on a backdrop click unless a dialog says otherwise. */
  closeOnBackdrop?: boolean;
  /** `alertdialog` for dialogs that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for the panel (a wider dialog). */
  className?: string;
  /** Where focus goes on opening when not to the first control (the close button). */
  initialFocus?: () => HTMLElement | null;
  /** Where focus goes on close when not back to the element focused before opening (a lazily opened dialog). */
  finalFocus?: () => HTMLElement | null;
  /** `drawer`: a full-height panel sliding in from the inline end (the collapsed menu). */
  variant?: 'dialog' | 'drawer';
  children?: ReactNode;
}

/** The app's modal dialog: focus trapped, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onOpenChange,
  title,
  actions,
  closeOnBackdrop = false,
  role = 'dialog',
  className,
  variant = 'dialog',
  initialFocus,
  finalFocus,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const scrollableBody = useKeyboardScrollable<HTMLDivElement>();
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnBackdrop}
      role={role}
      initialFocusEl={initialFocus}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={css.backdrop} />
        <ArkDialog.Positioner className={css.positioner[variant]}>
          <ArkDialog.Content className={[css.panel[variant], className].filter(Boolean).join(' ')}>
            <header className={css.head}>
              <ArkDialog.Title className={css.title}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger className={css.close} aria-label={t`Close`}>
                ×
              </ArkDialog.CloseTrigger>
            </header>
            <div className={css.body} {...scrollableBody}>
              {children}
            </div>
            {actions ? (
              <footer className={css.footer}>
                {actions.secondary}
                {actions.primary}
              </footer>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
