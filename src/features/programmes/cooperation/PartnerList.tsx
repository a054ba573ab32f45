import { Trans } from '@lingui/react/macro';
import type { Partner } from '../../../api/programmes';
import * as css from './cooperation.css';
import * as pageCss from '../programmes.css';

/** The partners' logos; without any, the built-in invitation stands in. */
export function PartnerList({ partners }: { partners: readonly Partner[] }) {
  if (partners.length === 0) {
    return (
      <p className={pageCss.empty}>
        <Trans>
          We work with device makers, system integrators and cloud providers across China. Register
          to become one of our partners.
        </Trans>
      </p>
    );
  }
  return (
    <ul className={css.logoGrid}>
      {partners.map((partner) => (
        <li key={`${partner.name}-${partner.image}`} className={css.logoCell}>
          <img
            className={css.logo}
            src={partner.image}
            alt={partner.name}
            width={160}
            height={80}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
