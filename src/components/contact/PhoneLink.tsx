import * as css from '../page/sections.css';

/** A number people can call from a phone; anything that is not a number stays text. */
export function PhoneLink({ number }: { number: string }) {
  const dial = number.replace(/[\s()-]/g, '');
  return /^\+?\d{5,20}$/.test(dial) ? (
    <a className={css.link} href={`tel:${dial}`}>
      {number}
    </a>
  ) : (
    <>{number}</>
  );
}
