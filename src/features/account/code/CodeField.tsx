import { useLingui } from '@lingui/react/macro';
import { CodeButton, type CodeButtonProps } from './CodeButton';
import { TextField, type TextFieldProps } from '../common/TextField';

export type CodeFieldProps = Pick<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** The get-code button's countdown. */
  countdown: Pick<CodeButtonProps, 'remaining' | 'busy'>;
  onGetCode: () => void;
};

/** The verification-code field with its get-code button beside it (spec §4), on every form that sends a code. */
export function CodeField({ countdown, onGetCode, ...field }: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      {...field}
      trailing={
        <CodeButton remaining={countdown.remaining} busy={countdown.busy} onClick={onGetCode} />
      }
    />
  );
}
