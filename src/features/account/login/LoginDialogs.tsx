import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { LoginDialog } from './useLoginMachine';

/** Spec §8: "Invalid login form → failed-login dialog"; "Login failure → dialog 'incorrect'". */
export function LoginDialogs({ dialog, onClose }: { dialog: LoginDialog; onClose: () => void }) {
  if (!dialog) return null;
  return (
    <ConfirmDialog
      open
      icon={dialog === 'incorrect' ? 'error' : 'warn'}
      title={<Trans>Login failed</Trans>}
      content={
        dialog === 'incorrect' ? (
          <Trans>Incorrect username or password.</Trans>
        ) : (
          <Trans>Please enter your username and password.</Trans>
        )
      }
      buttons={[{ label: <Trans>Confirm</Trans>, value: 'confirm', primary: true }]}
      onAnswer={onClose}
    />
  );
}
