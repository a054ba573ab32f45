import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from '../../../../machines/registrationMachine';
import type { RegistrationEvent, RegistrationField } from '../../../../machines/registrationTypes';
import { AREA_CODES, MOBILE_LENGTH } from '../../../domain/contact';
import { CodeField } from '../code/CodeField';
import { PasswordField } from '../common/PasswordField';
import { PhoneRegisteredNote } from '../code/PhoneRegisteredNote';
import { TextField } from '../common/TextField';
import type { CodeCountdown } from '../code/useCodeCountdown';
import { useFieldMessage } from '../common/useFieldMessage';
import { AgreementDialog } from './AgreementDialog';
import * as form from '../common/form.css';

export interface RegisterFormProps {
  state: SnapshotFrom<typeof registrationMachine>;
  send: (event: RegistrationEvent) => void;
  countdown: CodeCountdown;
}

const PHONE_PROBLEMS = ['phoneEmpty', 'phoneNotNumeric', 'phoneFormat'] as const;
type CountdownPhoneProblem = (typeof PHONE_PROBLEMS)[number];
const isPhoneProblem = (error: string | undefined): error is CountdownPhoneProblem =>
  (PHONE_PROBLEMS as readonly (string | undefined)[]).includes(error);

export function RegisterForm({ state, send, countdown }: RegisterFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const { values, errors, availability } = state.context;
  const busy = state.hasTag('busy');

  const field = (name: RegistrationField) => ({
    value: values[name],
    onChange: (value: string) => {
      send({ type: 'CHANGE', field: name, value });
      if (name === 'phone' && countdown.error) countdown.dismiss();
    },
    onBlur: () => send({ type: 'BLUR', field: name }),
  });
  const phoneRegistered = errors.phone === 'phoneUsed' || countdown.error === 'alreadyRegistered';
  const phoneError =
    errors.phone && errors.phone !== 'phoneUsed'
      ? message(errors.phone)
      : isPhoneProblem(countdown.error)
        ? message(countdown.error)
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH[values.areaCode]}
        {...field('phone')}
        error={phoneError}
        leading={
          <select
            className={form.select}
            aria-label={t`Area code`}
            value={values.areaCode}
            onChange={(event) => {
              const areaCode = AREA_CODES.find((code) => code === event.target.value);
              if (areaCode) send({ type: 'SET_AREA_CODE', areaCode });
            }}
          >
            {AREA_CODES.map((code) => (
              <option key={code} value={code}>
                +{code}
              </option>
            ))}
          </select>
        }
        below={phoneRegistered ? <PhoneRegisteredNote /> : null}
      />
      <CodeField
        {...field('code')}
        error={message(errors.code)}
        countdown={countdown}
        onGetCode={() => countdown.send(values.phone, values.areaCode)}
      />
      <TextField
        label={t`Username`}
        autoComplete="username"
        {...field('username')}
        error={message(errors.username)}
        hint={availability.username === 'available' ? t`This username is available` : undefined}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        keyboard
        {...field('password')}
        error={message(errors.password)}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        keyboard
        {...field('confirm')}
        error={message(errors.confirm)}
      />
      <TextField
        label={t`Company name`}
        optional={t`(optional)`}
        autoComplete="organization"
        {...field('company')}
      />
      <TextField
        label={t`Nickname`}
        optional={t`(optional)`}
        autoComplete="nickname"
        {...field('nickname')}
      />
      <TextField
        label={t`Email`}
        optional={t`(optional)`}
        type="email"
        autoComplete="email"
        {...field('email')}
        error={message(errors.email)}
      />
      <div className={form.field}>
        <div className={form.checkRow}>
          <input
            id="register-agree"
            type="checkbox"
            checked={values.agree}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'register-agree-message' : undefined}
            onChange={(event) => send({ type: 'SET_AGREE', agree: event.target.checked })}
          />
          <label htmlFor="register-agree">
            <Trans>I have read and agree to the</Trans>
          </label>
          <button type="button" className={form.linkButton} onClick={() => setAgreementOpen(true)}>
            <Trans>user agreement</Trans>
          </button>
        </div>
        {errors.agree ? (
          <p id="register-agree-message" className={form.message} role="alert">
            {message(errors.agree)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={form.primaryButton} disabled={busy}>
        {busy ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
      </button>
      <p className={form.links}>
        <span>
          <Trans>
            Already have an account? <Link to="/loginn">Log in</Link>
          </Trans>
        </span>
      </p>
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </form>
  );
}
