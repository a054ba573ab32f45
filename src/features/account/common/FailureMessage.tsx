import { Trans } from '@lingui/react/macro';
import * as form from './form.css';

export type Failure =
  | { code: 'server'; message: string }
  | { code: 'unknown' }
  | { code: 'saveFailed' }
  | { code: 'network' }
  | null;

/** A form's general failure: the server's words, or a generic text of content-and-profile §8. */
export function FailureMessage({ failure }: { failure: Failure }) {
  if (!failure) return null;
  return (
    <p className={form.message} role="alert">
      {failure.code === 'server' ? (
        failure.message
      ) : failure.code === 'saveFailed' ? (
        <Trans>Save failed</Trans>
      ) : failure.code === 'network' ? (
        <Trans>Network error, please try again</Trans>
      ) : (
        <Trans>Unknown error</Trans>
      )}
    </p>
  );
}
