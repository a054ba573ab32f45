import { useLingui } from '@lingui/react/macro';
import { fieldMessages, type FieldMessageCode } from './accountMessages';

/** Translates a machine's field code into the message the user reads. */
export function useFieldMessage(): (code: FieldMessageCode | undefined) => string | undefined {
  const { t } = useLingui();
  return (code) => (code ? t(fieldMessages[code]) : undefined);
}
