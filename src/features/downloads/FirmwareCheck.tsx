import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FirmwareCheckError, FirmwareCheckField } from '../../../machines/firmwareCheckRules';
import { TextField } from '../../components/form/TextField';
import * as form from '../../components/form/form.css';
import * as sections from '../../components/page/sections.css';
import { ReleaseDetails } from './ReleaseDetails';
import { useFirmwareCheckMachine } from './useFirmwareCheckMachine';
import * as css from './firmware.css';

interface FirmwareCheckProps {
  /** The models listed on the page, offered as the model is typed. */
  models: readonly string[];
  loggedIn: boolean;
}

/** "Is my device up to date?": the model and version from its label, then the answer. */
export function FirmwareCheck({ models, loggedIn }: FirmwareCheckProps) {
  const { t } = useLingui();
  const headingId = useId();
  const modelsId = useId();
  const [state, send] = useFirmwareCheckMachine();
  const { context } = state;
  const busy = state.hasTag('busy');
  const messages: Record<FirmwareCheckField, Record<FirmwareCheckError, string>> = {
    model: {
      required: t`Please enter the device model`,
      format: t`A model has letters, digits and dashes, as on the label (e.g. RC-D410)`,
    },
    version: {
      required: t`Please enter the firmware version`,
      format: t`A version is major.minor.patch, for example 1.4.2`,
    },
  };
  const field = (name: FirmwareCheckField) => {
    const code = context.errors[name];
    return {
      value: context[name],
      onChange: (value: string) => send({ type: 'CHANGE', field: name, value }),
      error: code ? messages[name][code] : undefined,
      required: true,
      disabled: busy,
    };
  };
  const result = state.matches('answered') ? context.result : null;
  const { model, version } = result ?? { model: '', version: '' };
  const newest = result?.latest.version ?? '';

  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        <Trans>Check your device</Trans>
      </h2>
      <p className={sections.lead}>
        <Trans>
          Enter the model and the firmware version printed on the device&apos;s label or shown by
          its configuration tool.
        </Trans>
      </p>
      <form
        className={css.check}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <TextField label={<Trans>Model</Trans>} {...field('model')} list={modelsId} />
        <TextField
          label={<Trans>Current version</Trans>}
          {...field('version')}
          placeholder="1.4.2"
        />
        <button
          type="submit"
          className={`${form.primaryButton} ${css.checkButton}`}
          disabled={busy}
        >
          {busy ? <Trans>Checking…</Trans> : <Trans>Check for updates</Trans>}
        </button>
        <datalist id={modelsId}>
          {models.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </form>
      <div aria-live="polite">
        {result?.upToDate ? (
          <p className={form.notice}>
            <Trans>
              {model} is up to date: {version} is the latest firmware.
            </Trans>
          </p>
        ) : result ? (
          <div className={css.answer}>
            <p className={css.answerTitle}>
              <Trans>
                Version {newest} is available for {model} (yours is {version}).
              </Trans>
            </p>
            <ReleaseDetails
              model={model}
              release={result.latest}
              latest
              loggedIn={loggedIn}
              headingLevel={3}
            />
          </div>
        ) : null}
        {context.refusal !== null ? (
          <p className={form.failure} role="alert">
            {context.refusal || <Trans>The version could not be checked.</Trans>}
          </p>
        ) : null}
        {context.failed ? (
          <p className={form.failure} role="alert">
            <Trans>The version could not be checked. Please try again.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}
