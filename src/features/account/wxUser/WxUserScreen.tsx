import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import {
  wxRegistrationMachine,
  type WxRegistrationField,
} from '../../../../machines/wxRegistrationMachine';
import { bindWxAccount } from '../../../api/account/profile';
import { storage } from '../../../lib/storage';
import { useAppMachine } from '../../../lib/useAppMachine';
import { useSession } from '../../../session/useSession';
import { FailureMessage } from '../common/FailureMessage';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { useFieldMessage } from '../common/useFieldMessage';
import * as form from '../common/form.css';

/**
 * /wXuserDetail (content-and-profile screen 15): a user who logged in by the
 * messaging app chooses a username and password; without a stored code, home.
 */
export function WxUserScreen() {
  const { t } = useLingui();
  const message = useFieldMessage();
  const router = useRouter();
  const session = useSession();
  const [logic] = useState(() =>
    wxRegistrationMachine.provide({
      actors: { bind: fromPromise(({ input }) => bindWxAccount(input)) },
      actions: {
        updateStoredUser: (_, { username }) => {
          const nickname = storage.curretUser.get()?.nickname || username;
          session.updateUser({ username, nickname });
        },
        goHome: () => void router.navigate({ to: '/homePage', replace: true }),
      },
    }),
  );
  const [state, send] = useAppMachine(logic, {
    input: { hasWxCode: storage.wxCode.get() !== undefined },
  });
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
