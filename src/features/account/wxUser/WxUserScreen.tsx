import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WxRegistrationField } from '../../../../machines/wxRegistrationRules';
import { FailureMessage } from '../common/FailureMessage';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { useFieldMessage } from '../common/useFieldMessage';
import { useWxRegistrationMachine } from './useWxRegistrationMachine';
import * as form from '../common/form.css';

/**
 * /wXuserDetail (content-and-profile screen 15): a user who logged in by the
 * messaging app chooses a username and password; without a stored code, home.
 */
export function WxUserScreen() {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [state, send] = useWxRegistrationMachine();
  const { username, password, confirmPassword, errors, failure } = state.context;
  const busy = state.hasTag('busy');
  const change = (field: WxRegistrationField) => (value: string) =>
    send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  if (!state.matches('editing') && !state.matches('binding')) return null;
  return (
    <div className={form.page}>
      <section className={form.card} aria-labelledby="wx-title">
        <h1 id="wx-title" className={form.title}>
          <Trans>Complete your account</Trans>
        </h1>
        <p>
          <Trans>
            You logged in with WeChat. Choose a username and a password to log in with them next
            time.
          </Trans>
        </p>
        <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
          <TextField
            label={t`Username`}
            autoComplete="username"
            value={username}
            onChange={change('username')}
            error={message(errors.username)}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            keyboard
            value={password}
            onChange={change('password')}
            error={message(errors.password)}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            keyboard
            value={confirmPassword}
            onChange={change('confirmPassword')}
            error={message(errors.confirmPassword)}
          />
          <FailureMessage failure={failure} />
          <button type="submit" className={form.primaryButton} disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Submit</Trans>}
          </button>
        </form>
      </section>
    </div>
  );
}
