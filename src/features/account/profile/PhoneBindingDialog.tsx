import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import {
  phoneBindingMachine,
  type PhoneBindingField,
} from '../../../../machines/phoneBindingMachine';
import { bindPhone } from '../../../api/account/profile';
import { checkCode, isPhoneRegistered, sendSmsCode } from '../../../api/account/registration';
import { Dialog } from '../../../components/dialogs/Dialog';
import { notifications } from '../../../lib/notifications';
import { useAppMachine } from '../../../lib/useAppMachine';
import { CodeButton } from '../common/CodeButton';
import { FailureMessage } from '../common/FailureMessage';
import { TextField } from '../common/TextField';
import { useFieldMessage } from '../common/useFieldMessage';
import * as form from '../common/form.css';

const FORM_ID = 'phone-binding-form';

function PhoneBindingForm({ onBound }: { onBound: (phone: string) => void }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [logic] = useState(() =>
    phoneBindingMachine.provide({
      actors: {
        checkPhone: fromPromise(async ({ input }) => ({
          registered: await isPhoneRegistered(input.phone),
        })),
        sendCode: fromPromise(async ({ input }) => {
          const answer = await sendSmsCode(input.phone);
          return { sent: answer.sent, msg: answer.message };
        }),
        checkCode: fromPromise(({ input }) => checkCode({ phone: input.phone }, input.code)),
        bindPhone: fromPromise(({ input }) => bindPhone(input.phone)),
      },
      actions: {
        notifyPhoneBound: (_, { phone }) => {
          notifications.notify('success', t`Phone number bound`);
          onBound(phone);
        },
      },
    }),
  );
  const [state, send] = useAppMachine(logic);
  const { phone, code, remaining, errors, failure } = state.context;
  const change = (field: PhoneBindingField) => (value: string) =>
    send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form id={FORM_ID} className={form.form} onSubmit={submit} noValidate>
      <TextField
        label={t`New phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        value={phone}
        onChange={change('phone')}
        error={message(errors.phone)}
      />
      <TextField
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={change('code')}
        error={message(errors.code)}
        trailing={
          <CodeButton
            remaining={remaining}
            busy={state.hasTag('codeBusy')}
            onClick={() => send({ type: 'GET_CODE' })}
          />
        }
      />
      <FailureMessage failure={failure} />
      <button type="submit" className={form.primaryButton} disabled={state.hasTag('busy')}>
        <Trans>Bind phone</Trans>
      </button>
    </form>
  );
}

/** The phone-binding dialog (content-and-profile §4 "Phone-binding dialog"). */
export function PhoneBindingDialog({
  open,
  onClose,
  onBound,
}: {
  open: boolean;
  onClose: () => void;
  onBound: (phone: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Bind a phone number</Trans>}
      initialFocus={() => document.querySelector(`#${FORM_ID} input`)}
    >
      <PhoneBindingForm onBound={onBound} />
    </Dialog>
  );
}
