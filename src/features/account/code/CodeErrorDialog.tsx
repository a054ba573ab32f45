import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/** Spec §8 "Verification code wrong (code 0)": an error dialog. */
export function CodeErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      icon="error"
      title={<Trans>Verification failed</Trans>}
      content={<Trans>Verification code error</Trans>}
      buttons={[{ label: <Trans>Confirm</Trans>, value: 'confirm', primary: true }]}
      onAnswer={onClose}
    />
  );
}
