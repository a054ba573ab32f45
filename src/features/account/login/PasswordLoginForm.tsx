import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../../machines/loginMachine';
import type { LoginEvent } from '../../../../machines/loginRules';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { useFieldMessage } from '../common/useFieldMessage';
import * as form from '../common/form.css';

export interface PasswordLoginFormProps {
  state: SnapshotFrom<typeof loginMachine>;
  send: (event: LoginEvent) => void;
}

/** Username and password (Enter submits), auto-login, forgot-password and the login button. */
export function PasswordLoginForm({ state, send }: PasswordLoginFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { username, password, autoLogin, errors } = state.context;
  const busy = state.hasTag('busy');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t`Username`}
        value={username}
        autoComplete="username"
        onChange={(value) => send({ type: 'CHANGE_USERNAME', value })}
        onBlur={() => send({ type: 'BLUR_USERNAME' })}
        error={message(errors.username)}
      />
      <PasswordField
        label={t`Password`}
        value={password}
        autoComplete="current-password"
        keyboard
        onChange={(value) => send({ type: 'CHANGE_PASSWORD', value })}
        onFocus={() => send({ type: 'FOCUS_PASSWORD' })}
        onBlur={() => send({ type: 'BLUR_PASSWORD' })}
        error={message(errors.password)}
      />
      <div className={form.links}>
        <label className={form.checkRow}>
          <input
            type="checkbox"
            checked={autoLogin}
            onChange={() => send({ type: 'TOGGLE_AUTO_LOGIN' })}
          />
          <Trans>Log me in automatically</Trans>
        </label>
        <Link to="/findBack">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <button type="submit" className={form.primaryButton} disabled={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}
