import { Trans } from '@lingui/react/macro';
import type { BusinessOffice } from '../../api/contract/company/support';
import { ContentImage } from '../content/ContentImage';
import { MailLink } from './MailLink';
import { PhoneLink } from './PhoneLink';
import * as css from '../page/sections.css';

/** The regional business offices with their business manager (contact, business, how to buy). */
export function OfficeList({ offices }: { offices: readonly BusinessOffice[] }) {
  return (
    <ul className={css.grid}>
      {offices.map((office) => (
        <li key={office.id} className={css.card}>
          <ContentImage src={office.image} alt="" className={css.picture} />
          <h3 className={css.cardTitle}>{office.title}</h3>
          <dl className={css.facts}>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{office.addr}</dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <PhoneLink number={office.phone} />
            </dd>
            <dt>
              <Trans>Contact</Trans>
            </dt>
            <dd>{office.contacts}</dd>
            {office.mobile && (
              <>
                <dt>
                  <Trans>Mobile</Trans>
                </dt>
                <dd>
                  <PhoneLink number={office.mobile} />
                </dd>
              </>
            )}
            {office.email && (
              <>
                <dt>
                  <Trans>E-mail</Trans>
                </dt>
                <dd>
                  <MailLink address={office.email} />
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
