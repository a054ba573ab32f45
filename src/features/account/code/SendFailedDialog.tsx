import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/** Spec §8 "SMS send not successful": a dialog with the server's message. */
export function SendFailedDialog({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      icon="error"
      title={<Trans>The code was not sent</Trans>}
      content={message ?? <Trans>Unknown error</Trans>}
      buttons={[{ label: <Trans>OK</Trans>, value: 'confirm', primary: true }]}
      onAnswer={onClose}
    />
  );
}
