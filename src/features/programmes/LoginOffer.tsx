import { useLocation, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';

interface LoginOfferProps {
  open: boolean;
  onClose(): void;
}

/**
 * Code 2 of a programme form: the user is not logged in. Offers the login page,
 * which comes back to this form afterwards; staying keeps what was entered.
 */
export function LoginOffer({ open, onClose }: LoginOfferProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ConfirmDialog
      open={open}
      icon="warn"
      title={<Trans>You are not logged in</Trans>}
      content={
        <Trans>
          Applications need a login. Log in now and you will come back to this form; stay to keep
          what you entered.
        </Trans>
      }
      buttons={[
        { label: <Trans>Stay here</Trans>, value: 'stay' },
        { label: <Trans>Log in</Trans>, value: 'login', primary: true },
      ]}
      onAnswer={(answer) => {
        onClose();
        if (answer === 'login')
          void navigate({ to: '/loginn', search: { redirect: location.href } });
      }}
    />
  );
}
