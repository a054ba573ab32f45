import { Trans } from '@lingui/react/macro';
import { ApplicationPage } from '../application/ApplicationPage';
import { RealNameForm } from './RealNameForm';

/** /realName: real-name authentication with the business licence (docs/decisions/programmes-screens.md). */
export function RealNameScreen() {
  return (
    <ApplicationPage
      title={<Trans>Real-name authentication</Trans>}
      lead={
        <Trans>
          Confirm who you are: your name, phone and e-mail, and a picture of your business licence.
          We review it and contact you.
        </Trans>
      }
    >
      <RealNameForm />
    </ApplicationPage>
  );
}
