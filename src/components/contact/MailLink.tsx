import { isEmail } from '../../domain/contact';
import * as css from '../page/sections.css';

/** An e-mail address as a mail link; a malformed one stays text. */
export function MailLink({ address }: { address: string }) {
  return isEmail(address) ? (
    <a className={css.link} href={`mailto:${address.trim()}`}>
      {address}
    </a>
  ) : (
    <>{address}</>
  );
}
