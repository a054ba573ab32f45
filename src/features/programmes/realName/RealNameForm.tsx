import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RealNameField } from '../../../../machines/realNameFormRules';
import { TextField } from '../../../components/form/TextField';
import { EmailField, MobilePhoneField, RemarksField } from '../CommonFields';
import { ProgrammeForm } from '../ProgrammeForm';
import { ImageUploader } from '../upload/ImageUploader';
import { uploaderBinding } from '../upload/uploaderBinding';
import {
  fieldMessage,
  hintMessage,
  uploadFailureMessage,
} from '../application/applicationMessages';
import { useRealNameMachine } from './useRealNameMachine';
import * as css from '../../../components/form/form.css';

// The form asks for a name, not a contact person: its own "required" text.
const nameRequired: MessageDescriptor = msg`Please enter your name`;
const licenceRequired: MessageDescriptor = msg`Please upload your business licence`;

/** Real-name authentication (content-and-profile §3 "Real-name form", §5, §8). */
export function RealNameForm() {
  const { i18n } = useLingui();
  const form = useRealNameMachine();
  const { state, send } = form;
  const { context } = state;
  const busy = state.hasTag('busy');
  const errorOf = (field: RealNameField) => {
    const code = context.errors[field];
    if (field === 'contactPerson' && code === 'required') return i18n._(nameRequired);
    return fieldMessage(i18n, field, code);
  };
  const text = (field: RealNameField) => ({
    value: context.fields[field],
    onChange: (value: string) => send({ type: 'CHANGE', field, value }),
    error: errorOf(field),
  });
  const hint = hintMessage(i18n, context.hint, context.maxImages);
  const pictureMessage =
    uploadFailureMessage(i18n, context.uploadFailure) ??
    (context.errors.imgList ? i18n._(licenceRequired) : undefined);

  return (
    <ProgrammeForm form={form} submitLabel={<Trans>Submit for review</Trans>}>
      <fieldset className={css.section} disabled={busy}>
        <legend className={css.legend}>
          <Trans>Your details</Trans>
        </legend>
        <TextField
          required
          label={<Trans>Your name</Trans>}
          {...text('contactPerson')}
          autoComplete="name"
        />
        <MobilePhoneField {...text('phoneNum')} />
        <EmailField {...text('email')} />
        <TextField label={<Trans>Address</Trans>} {...text('addr')} autoComplete="street-address" />
        <ImageUploader
          required
          label={<Trans>Business licence (picture)</Trans>}
          {...uploaderBinding(state, send)}
          message={pictureMessage}
        />
        <RemarksField {...text('postscript')} />
      </fieldset>
      {hint ? (
        <p className={css.notice} role="status">
          {hint}
        </p>
      ) : null}
    </ProgrammeForm>
  );
}
