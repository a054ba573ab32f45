import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  PasswordRecoveryEvent,
  RecoveryErrors,
  RecoveryField,
  RecoveryForm,
  RecoveryTab,
} from '../../../../machines/passwordRecoveryForm';
import { CodeField } from '../code/CodeField';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import type { CodeCountdown } from '../code/useCodeCountdown';
import { useFieldMessage } from '../common/useFieldMessage';
import type { FieldMessageCode } from '../common/accountMessages';
import * as form from '../common/form.css';

export interface RecoveryTabFormProps {
  tab: RecoveryTab;
  values: RecoveryForm;
  errors: RecoveryErrors;
  busy: boolean;
  send: (event: PasswordRecoveryEvent) => void;
  countdown: CodeCountdown;
}

/** The countdown's own messages that belong under the phone or email field. */
const ACCOUNT_PROBLEMS: readonly string[] = [
  'phoneEmpty',
  'phoneNotNumeric',
  'phoneFormat',
  'emailEmpty',
  'emailFormat',
  'notExist',
  'emailNotRegistered',
];
const isAccountProblem = (error: string | undefined): error is FieldMessageCode =>
  error !== undefined && ACCOUNT_PROBLEMS.includes(error);

/** One recovery tab: phone or email, code, new password, confirmation, rules, back to login. */
export function RecoveryTabForm({
  tab,
  values,
  errors,
  busy,
  send,
  countdown,
}: RecoveryTabFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const field = (name: RecoveryField) => ({
    value: values[name],
    onChange: (value: string) => {
      send({ type: 'CHANGE', field: name, value });
      if (name === 'account' && countdown.error) countdown.dismiss();
    },
    onBlur: () => send({ type: 'BLUR', field: name }),
  });
  const accountError =
    message(errors.account) ??
    (isAccountProblem(countdown.error) ? message(countdown.error) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      {tab === 'phone' ? (
        <TextField
          label={t`Phone number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          {...field('account')}
          error={accountError}
        />
      ) : (
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...field('account')}
          error={accountError}
        />
      )}
      <CodeField
        {...field('code')}
        error={message(errors.code)}
        countdown={countdown}
        onGetCode={() => countdown.send(values.account)}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        keyboard
        {...field('password')}
        error={message(errors.password)}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        keyboard
        {...field('confirm')}
        error={message(errors.confirm)}
      />
      <ul className={form.noteList}>
        {tab === 'phone' ? (
          <li>
            <Trans>Enter the phone number of your account; a code is sent to it by SMS.</Trans>
          </li>
        ) : (
          <li>
            <Trans>Enter the email address of your account; a code is sent to it.</Trans>
          </li>
        )}
        <li>
          <Trans>
            The first code can be requested again after 10 seconds, later ones after 60.
          </Trans>
        </li>
        <li>
          <Trans>A code is valid for 5 minutes. Both passwords must match.</Trans>
        </li>
      </ul>
      <button type="submit" className={form.primaryButton} disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
      </button>
      <Link to="/loginn">
        <Trans>Return to login</Trans>
      </Link>
    </form>
  );
}
