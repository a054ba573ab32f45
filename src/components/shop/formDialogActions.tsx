import { Trans } from '@lingui/react/macro';
import type { DialogActions } from '../dialogs/Dialog';
import * as ui from './shopUi.css';

interface FormDialogActionsOptions {
  /** The id of the dialog's form, which the submit button submits from the footer. */
  formId: string;
  /** While the form is sent or still loading. */
  disabled: boolean;
  onCancel: () => void;
}

/** A shop form dialog's footer: Cancel, and Submit for the form in the dialog's body. */
export function formDialogActions({
  formId,
  disabled,
  onCancel,
}: FormDialogActionsOptions): DialogActions {
  return {
    secondary: (
      <button type="button" className={ui.button} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    ),
    primary: (
      <button type="submit" form={formId} className={ui.primaryButton} disabled={disabled}>
        <Trans>Submit</Trans>
      </button>
    ),
  };
}
