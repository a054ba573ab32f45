import { Trans } from '@lingui/react/macro';
import { TextField } from '../../components/form/TextField';

/** A text field bound to a form machine: its value, its change and its message. */
interface FieldBinding {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** The mainland mobile number every programme form requires. */
export function MobilePhoneField(binding: FieldBinding) {
  return (
    <TextField
      required
      label={<Trans>Mobile phone</Trans>}
      {...binding}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
    />
  );
}

export function EmailField(binding: FieldBinding) {
  return (
    <TextField
      required
      label={<Trans>E-mail</Trans>}
      {...binding}
      type="email"
      autoComplete="email"
    />
  );
}

export function RemarksField(binding: FieldBinding) {
  return <TextField wide multiline label={<Trans>Remarks</Trans>} {...binding} maxLength={500} />;
}
