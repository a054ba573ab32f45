import { Trans } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialogs/Dialog';
import * as form from '../common/form.css';
import * as css from './register.css';

/**
 * The user agreement shown from the registration form: effective and updated
 * 19 July 2023 (spec §9), opening with the non-disclosure preamble.
 */
export function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>User agreement</Trans>}
      actions={{
        primary: (
          <button type="button" className={form.primaryButton} onClick={onClose}>
            <Trans>I have read it</Trans>
          </button>
        ),
      }}
    >
      <div className={css.agreement}>
        <p className={css.dates}>
          <Trans>Updated: 19 July 2023 · Effective: 19 July 2023</Trans>
        </p>
        <h3>
          <Trans>Preamble: non-disclosure</Trans>
        </h3>
        <p>
          <Trans>
            Before registering, please read this agreement carefully. Technical documents, prices,
            samples and any other information you receive through this website that is not public
            are confidential. You agree not to disclose them to third parties or to use them for any
            purpose other than evaluating and using our products, unless we agree in writing.
          </Trans>
        </p>
        <h3>
          <Trans>1. Your account</Trans>
        </h3>
        <p>
          <Trans>
            You provide true and complete registration information and keep your password safe. You
            are responsible for everything done with your account; tell us at once if you suspect it
            is being misused.
          </Trans>
        </p>
        <h3>
          <Trans>2. Use of the services</Trans>
        </h3>
        <p>
          <Trans>
            You use the website, the shop and the developer services lawfully and do not disturb
            their operation. Orders are governed by the terms shown at purchase.
          </Trans>
        </p>
        <h3>
          <Trans>3. Personal information</Trans>
        </h3>
        <p>
          <Trans>
            We use your phone number, email and address only to provide the services, deliver orders
            and contact you about them, and we protect them as the law requires.
          </Trans>
        </p>
        <h3>
          <Trans>4. Changes</Trans>
        </h3>
        <p>
          <Trans>
            We may update this agreement; the new version is published here with its effective date.
            Continuing to use the services means you accept it.
          </Trans>
        </p>
      </div>
    </Dialog>
  );
}
