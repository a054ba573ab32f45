import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import type * as ModalModule from './ModalDialog';
import { loadOnDemand } from '../../lib/loadOnDemand';

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

/**
 * The dialog's code (Ark UI's dialog and its focus and dismiss machinery, some 20 KiB): a screen's
 * first load does not wait for it, as most screens open their dialogs only later.
 */
const modal = loadOnDemand(() => import('./ModalDialog'));

/** Loads the dialog's code (see `modal`); a failed load (offline) is tried again at the next opening. */
export const loadDialog: () => Promise<typeof ModalModule> = modal.load;

/**
 * A dialog opened before the dialog's code is here: it waits for it. It calls `use` on every
 * render (React requires `use` to be called the same way each time a render resumes); once the
 * code is here, `Dialog` renders the loaded dialog itself.
 */
function AwaitedDialog(props: DialogProps) {
  const { ModalDialog } = use(loadDialog());
  return <ModalDialog {...props} />;
}

/** The app's modal dialog: focus trapped, Escape closes, focus returns to the opener. */
export function Dialog(props: DialogProps) {
  // Closed, Ark's dialog renders nothing; once its code is here every dialog mounts it, closed,
  // as it did when the code came with the screen: a dialog opens and closes (and gives focus
  // back) as Ark does, also when another closes in the same moment.
  const loaded = useSyncExternalStore(modal.subscribe, modal.current, modal.current);
  if (loaded) return <loaded.ModalDialog {...props} />;
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <AwaitedDialog {...props} />
    </Suspense>
  );
}
