import * as css from '../page/sections.css';

/** An e-mail address as a mail link; a malformed one stays text. */
export function MailLink({ address }: { address: string }) {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? (
    <a className={css.link} href={`mailto:${address}`}>
      {address}
    </a>
  ) : (
    <>{address}</>
  );
}
