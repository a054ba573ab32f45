import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionFailure } from '../../../machines/formWithPictures';
import { LoginOffer } from './LoginOffer';
import { failureMessage } from './application/applicationMessages';
import * as css from './form.css';

/** What a programme form's machine hook returns (`useApplicationMachine`, `useRealNameMachine`). */
interface ProgrammeFormRun {
  state: { hasTag(tag: 'busy'): boolean; context: { failure: SubmissionFailure | null } };
  send(event: { type: 'SUBMIT' }): void;
  loginOffered: boolean;
  closeLoginOffer(): void;
}

interface ProgrammeFormProps {
  form: ProgrammeFormRun;
  submitLabel: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a programme form (content-and-profile §3, §8): the fields, the
 * reason a submission failed, the submit button (busy while sending) and the
 * login offer of code 2.
 */
export function ProgrammeForm({ form, submitLabel, children }: ProgrammeFormProps) {
  const { i18n } = useLingui();
  const busy = form.state.hasTag('busy');
  const failure = failureMessage(i18n, form.state.context.failure);
  return (
    <form
      className={css.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'SUBMIT' });
      }}
    >
      {children}
      {failure ? (
        <p className={css.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? <Trans>Submitting…</Trans> : submitLabel}
        </button>
      </div>
      <LoginOffer open={form.loginOffered} onClose={form.closeLoginOffer} />
    </form>
  );
}
