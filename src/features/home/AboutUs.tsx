import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { CompanyTimelineChart } from './CompanyTimelineChart';
import * as css from './home.css';

/** Who we are in a few lines, the milestone chart and the way to the about page. */
export function AboutUs() {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>About us</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>
            Founded in Shenzhen in 2008, Reach IoT has more than 15 years of research in IoT
            communication: modules, modems, gateways, smart meters and the cloud that connects them.
          </Trans>
        </p>
        <CompanyTimelineChart />
        <a className={css.centredLink} href="#/reach">
          <Trans>More about us</Trans>
        </a>
      </div>
    </section>
  );
}
