import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PhoneBindingField } from '../../../../machines/phoneBindingRules';
import { Dialog } from '../../../components/dialogs/Dialog';
import { CodeField } from '../code/CodeField';
import { FailureMessage } from '../common/FailureMessage';
import { TextField } from '../common/TextField';
import { useFieldMessage } from '../common/useFieldMessage';
import { usePhoneBindingMachine } from './usePhoneBindingMachine';
import * as form from '../common/form.css';

const FORM_ID = 'phone-binding-form';

function PhoneBindingForm({ onBound }: { onBound: (phone: string) => void }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [state, send] = usePhoneBindingMachine(onBound);
  const codeButton = useSelector(state.children.codeButton, (button) => ({
    remaining: button?.matches('counting') ? button.context.remaining : 0,
    busy: button?.hasTag('busy') ?? false,
  }));
  const { phone, code, errors, failure } = state.context;
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
      <CodeField
        value={code}
        onChange={change('code')}
        error={message(errors.code)}
        countdown={codeButton}
        onGetCode={() => send({ type: 'GET_CODE' })}
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
