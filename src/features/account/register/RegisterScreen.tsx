import { Trans } from '@lingui/react/macro';
import { REGISTRATION_COUNTDOWN } from '../../../../machines/countdownRules';
import { CodeErrorDialog } from '../code/CodeErrorDialog';
import { SendFailedDialog } from '../code/SendFailedDialog';
import { useCodeCountdown } from '../code/useCodeCountdown';
import { RegisterForm } from './RegisterForm';
import { useRegistrationMachine } from './useRegistrationMachine';
import * as form from '../common/form.css';

/** /register (spec shop-and-shell §2.4, §5 "Registration"). */
export function RegisterScreen() {
  const { state, send, codeErrorOpen, closeCodeError } = useRegistrationMachine();
  const countdown = useCodeCountdown({ purpose: 'register', ...REGISTRATION_COUNTDOWN });
  return (
    <div className={form.page}>
      <section className={form.card} aria-labelledby="register-title">
        <h1 id="register-title" className={form.title}>
          <Trans>Create an account</Trans>
        </h1>
        <RegisterForm state={state} send={send} countdown={countdown} />
      </section>
      <CodeErrorDialog open={codeErrorOpen} onClose={closeCodeError} />
      {countdown.error === 'sendFailed' ? (
        <SendFailedDialog message={countdown.serverMessage} onClose={countdown.dismiss} />
      ) : null}
    </div>
  );
}
