import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionFailure } from '../../../machines/formWithPictures';
import { LoginOffer } from './LoginOffer';
import { failureMessage } from './application/applicationMessages';
import * as css from '../../components/form/form.css';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [submitAttempts, setSubmitAttempts] = useState(0);
  // A refused submit marks fields invalid far above the button (on a phone, screens above):
  // going to the first one shows the visitor what to fix and lets a screen reader read it.
  useEffect(() => {
    if (submitAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitAttempts]);
  return (
    <form
      ref={formRef}
      className={css.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'SUBMIT' });
        setSubmitAttempts((count) => count + 1);
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
