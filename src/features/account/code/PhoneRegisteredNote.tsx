import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as form from '../common/form.css';

/** Spec §5: an already-registered phone gets a note with a way to log in, not a code. */
export function PhoneRegisteredNote() {
  return (
    <p className={form.note} role="alert">
      <Trans>
        This number is already registered! <Link to="/loginn">Log in</Link>
      </Trans>
    </p>
  );
}
