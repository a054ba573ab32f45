import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import type { RecoveryTab } from '../../../../machines/passwordRecoveryForm';
import { RECOVERY_COUNTDOWN } from '../../../../machines/countdownRules';
import { CodeErrorDialog } from '../code/CodeErrorDialog';
import { SendFailedDialog } from '../code/SendFailedDialog';
import { useCodeCountdown } from '../code/useCodeCountdown';
import { RecoveryTabForm } from './RecoveryTabForm';
import { useRecoveryMachine } from './useRecoveryMachine';
import * as form from '../common/form.css';
import * as css from './recovery.css';

const isTab = (value: string): value is RecoveryTab => value === 'phone' || value === 'email';

/** /findBack (spec shop-and-shell §2.5, §5 "Recovery"): by phone or by email. */
export function RecoveryScreen() {
  const { state, send, codeErrorOpen, closeCodeError } = useRecoveryMachine();
  const countdowns = {
    phone: useCodeCountdown({ purpose: 'recover', channel: 'phone', ...RECOVERY_COUNTDOWN }),
    email: useCodeCountdown({ purpose: 'recover', channel: 'email', ...RECOVERY_COUNTDOWN }),
  };
  const { tab, forms, errors } = state.context;
  const busy = state.hasTag('busy');
  const failedSend = [countdowns.phone, countdowns.email].find((c) => c.error === 'sendFailed');
  const tabForm = (name: RecoveryTab) => (
    <RecoveryTabForm
      tab={name}
      values={forms[name]}
      errors={errors[name]}
      busy={busy}
      send={send}
      countdown={countdowns[name]}
    />
  );
  return (
    <div className={form.page}>
      <section className={form.card} aria-labelledby="recovery-title">
        <h1 id="recovery-title" className={form.title}>
          <Trans>Recover your password</Trans>
        </h1>
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => {
            if (isTab(value)) send({ type: 'SWITCH_TAB', tab: value });
          }}
        >
          <Tabs.List className={css.tabList}>
            <Tabs.Trigger value="phone" className={css.tab}>
              <Trans>By phone</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="email" className={css.tab}>
              <Trans>By email</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="phone">{tabForm('phone')}</Tabs.Content>
          <Tabs.Content value="email">{tabForm('email')}</Tabs.Content>
        </Tabs.Root>
      </section>
      <CodeErrorDialog open={codeErrorOpen} onClose={closeCodeError} />
      {failedSend ? (
        <SendFailedDialog message={failedSend.serverMessage} onClose={failedSend.dismiss} />
      ) : null}
    </div>
  );
}
