import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RealNameField } from '../../../../machines/realNameFormMachine';
import { TextField } from '../TextField';
import { LoginOffer } from '../LoginOffer';
import { ImageUploader } from '../upload/ImageUploader';
import {
  failureMessage,
  fieldMessage,
  hintMessage,
  uploadFailureMessage,
} from '../application/applicationMessages';
import { useRealNameMachine } from './useRealNameMachine';
import * as css from '../form.css';

// The form asks for a name, not a contact person: its own "required" text.
const nameRequired: MessageDescriptor = msg`Please enter your name`;
const licenceRequired: MessageDescriptor = msg`Please upload your business licence`;

/** Real-name authentication (content-and-profile §3 "Real-name form", §5, §8). */
export function RealNameForm() {
  const { i18n } = useLingui();
  const { state, send, loginOffered, closeLoginOffer } = useRealNameMachine();
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
  const failure = failureMessage(i18n, context.failure);
  const pictureMessage =
    uploadFailureMessage(i18n, context.uploadFailure) ??
    (context.errors.imgList ? i18n._(licenceRequired) : undefined);

  return (
    <form
      className={css.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
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
        <TextField
          required
          label={<Trans>Mobile phone</Trans>}
          {...text('phoneNum')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
        />
        <TextField
          required
          label={<Trans>E-mail</Trans>}
          {...text('email')}
          type="email"
          autoComplete="email"
        />
        <TextField label={<Trans>Address</Trans>} {...text('addr')} autoComplete="street-address" />
        <ImageUploader
          required
          label={<Trans>Business licence (picture)</Trans>}
          images={context.imgList}
          max={context.maxImages}
          uploading={state.hasTag('uploading')}
          locked={busy}
          message={pictureMessage}
          onUpload={(file) => send({ type: 'UPLOAD', file })}
          onRemove={(path) => send({ type: 'REMOVE_IMAGE', path })}
        />
        <TextField
          wide
          multiline
          label={<Trans>Remarks</Trans>}
          {...text('postscript')}
          maxLength={500}
        />
      </fieldset>
      {hint ? (
        <p className={css.notice} role="status">
          {hint}
        </p>
      ) : null}
      {failure ? (
        <p className={css.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? <Trans>Submitting…</Trans> : <Trans>Submit for review</Trans>}
        </button>
      </div>
      <LoginOffer open={loginOffered} onClose={closeLoginOffer} />
    </form>
  );
}
