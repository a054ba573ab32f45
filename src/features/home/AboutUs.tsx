import { lazy, Suspense, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { WhenNear } from '../../components/WhenNear';
import * as css from './home.css';
import { room } from './timeline.css';

// The last section before the footer: the chart's code loads as the reader nears it.
const CompanyTimelineChart = lazy(() =>
  import('./CompanyTimelineChart').then((module) => ({ default: module.CompanyTimelineChart })),
);

const ChartRoom = () => <div className={room} />;

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
        <WhenNear placeholder={<ChartRoom />}>
          <Suspense fallback={<ChartRoom />}>
            <CompanyTimelineChart />
          </Suspense>
        </WhenNear>
        <a className={css.centredLink} href="#/reach">
          <Trans>More about us</Trans>
        </a>
      </div>
    </section>
  );
}
