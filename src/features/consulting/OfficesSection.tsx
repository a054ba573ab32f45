import type { BusinessOffice } from '../../api/contract/company/support';
import { Trans } from '@lingui/react/macro';
import { OfficeList } from '../../components/contact/OfficeList';
import * as sections from '../../components/page/sections.css';

/** The regional offices, or the built-in text pointing to the contact page when there are none. */
export function OfficesSection({ offices }: { offices: readonly BusinessOffice[] }) {
  return (
    <section className={sections.section} aria-labelledby="consulting-offices">
      <h2 id="consulting-offices" className={sections.heading}>
        <Trans>Your business contacts</Trans>
      </h2>
      {offices.length > 0 ? (
        <OfficeList offices={offices} />
      ) : (
        <p className={sections.notice}>
          <Trans>
            Our regional business offices are being updated. Contact our headquarters through the
            contact page and we will put you in touch with the right team.
          </Trans>
        </p>
      )}
    </section>
  );
}
