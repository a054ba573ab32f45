import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import * as sections from '../../components/page/sections.css';
import { OfficesSection } from './OfficesSection';
import { PointList } from '../../components/page/PointList';

const route = getRouteApi('/business');

/** Business consulting (spec screen 9): what the business team does, and how to reach it. */
export function BusinessScreen() {
  const { banner, offices } = route.useLoaderData();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Business consulting</Trans>} />
      <div className={sections.body}>
        <section className={sections.section} aria-labelledby="business-offer">
          <h2 id="business-offer" className={sections.heading}>
            <Trans>What we can do for you</Trans>
          </h2>
          <PointList
            points={[
              {
                key: 'selection',
                title: <Trans>Product selection</Trans>,
                text: (
                  <Trans>
                    Tell us about your devices and network: we recommend the modules, terminals and
                    gateways that fit, with samples for your tests.
                  </Trans>
                ),
              },
              {
                key: 'pricing',
                title: <Trans>Volume pricing</Trans>,
                text: (
                  <Trans>
                    Quotes for project and volume purchases, framework agreements and delivery
                    schedules that follow your production.
                  </Trans>
                ),
              },
              {
                key: 'partnership',
                title: <Trans>Partnership</Trans>,
                text: (
                  <Trans>
                    Become a certified partner or an agent and grow with our products, platform and
                    support.
                  </Trans>
                ),
                action: (
                  <Link to="/cooperation" className={sections.link}>
                    <Trans>Cooperation and ecosystem</Trans>
                  </Link>
                ),
              },
            ]}
          />
        </section>
        <OfficesSection offices={offices} />
      </div>
    </>
  );
}
