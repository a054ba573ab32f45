import type { PressOutcome } from '../../lib/useGuardedPress';

/**
 * What a form dialog driven by a machine receives: the machine checks the required fields, so
 * the dialog shows the ones it found missing and reports a refused submit.
 */
export interface FormDialogProps<Form, Field> {
  open: boolean;
  busy: boolean;
  /** Required fields left blank, as the machine found them. */
  errors: readonly Field[];
  /** Refused when the machine finds a required field missing. */
  onSubmit: (form: Form) => PressOutcome;
  onCancel: () => void;
  /** Where focus goes on close when the opener has left the list. */
  finalFocus?: () => HTMLElement | null;
}
