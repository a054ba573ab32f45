import { Suspense, use, type ReactNode } from 'react';
import type * as ModalModule from './ModalDialog';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  footer?: ReactNode;
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

type Modal = typeof ModalModule;
let modal: Modal | undefined;
let loading: Promise<Modal> | undefined;

/**
 * Loads the dialog's code (Ark UI's dialog and its focus and dismiss machinery, some 20 KiB);
 * a screen's first load does not wait for it, as most screens open their dialogs only later.
 */
export function loadDialog(): Promise<Modal> {
  loading ??= import('./ModalDialog').then(
    (module) => (modal = module),
    (error: unknown) => {
      // Offline: the next opening tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function LoadedDialog(props: DialogProps) {
  const { ModalDialog } = modal ?? use(loadDialog());
  return <ModalDialog {...props} />;
}

/** The app's modal dialog: focus trapped, Escape closes, focus returns to the opener. */
export function Dialog(props: DialogProps) {
  // Closed, Ark's dialog renders nothing; once its code is here it stays mounted, so that a
  // dialog closes (and gives focus back) as Ark does.
  if (!props.open && !modal) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
