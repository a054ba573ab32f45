import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangePasswordField } from '../../../../machines/changePasswordRules';
import { Dialog } from '../../../components/dialogs/Dialog';
import { FailureMessage } from '../common/FailureMessage';
import { PasswordField } from '../common/PasswordField';
import { useFieldMessage } from '../common/useFieldMessage';
import { useChangePasswordMachine } from './useChangePasswordMachine';
import * as form from '../common/form.css';

const FORM_ID = 'change-password-form';

function ChangePasswordForm() {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { state, send, oldPasswordRef } = useChangePasswordMachine();
  const { oldPassword, newPassword, confirmPassword, errors, failure } = state.context;
  const change = (field: ChangePasswordField) => (value: string) =>
    send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const done = state.matches('changed') || state.matches('leaving');
  return (
    <form id={FORM_ID} className={form.form} onSubmit={submit} noValidate>
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        inputRef={oldPasswordRef}
        value={oldPassword}
        onChange={change('oldPassword')}
        error={message(errors.oldPassword)}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        keyboard
        value={newPassword}
        onChange={change('newPassword')}
        error={message(errors.newPassword)}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        keyboard
        value={confirmPassword}
        onChange={change('confirmPassword')}
        error={message(errors.confirmPassword)}
      />
      <FailureMessage failure={failure} />
      {done ? (
        <p className={form.success} role="status">
          <Trans>Password changed. Taking you to the login page…</Trans>
        </p>
      ) : null}
      <button type="submit" className={form.primaryButton} disabled={state.hasTag('busy') || done}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}

/** The change-password dialog of the profile page (content-and-profile §4, §5, §8). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Change password</Trans>}
      initialFocus={() => document.querySelector(`#${FORM_ID} input`)}
    >
      <ChangePasswordForm />
    </Dialog>
  );
}
