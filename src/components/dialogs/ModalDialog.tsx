import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useKeyboardScrollable } from './useKeyboardScrollable';
import type { DialogProps } from './Dialog';
import * as css from './dialogs.css';

/** The app's modal dialog on Ark UI's (see Dialog.tsx): focus trapped, Escape closes, focus returns to the opener. */
export function ModalDialog({
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
  const contentRef = useRef<HTMLDivElement>(null);
  // Ark moves the focus in a frame after opening; a control the user focused (or pressed) in the
  // open dialog meanwhile keeps it, instead of the focus jumping back to the first control.
  const focusOnOpening = () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && contentRef.current?.contains(focused)) return focused;
    return initialFocus?.() ?? null;
  };
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnBackdrop}
      role={role}
      initialFocusEl={focusOnOpening}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={css.backdrop} />
        <ArkDialog.Positioner className={css.positioner[variant]}>
          <ArkDialog.Content
            ref={contentRef}
            className={[css.panel[variant], className].filter(Boolean).join(' ')}
          >
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
