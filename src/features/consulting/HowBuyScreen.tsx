import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import * as sections from '../../components/page/sections.css';
import { OfficesSection } from './OfficesSection';
import { PointList } from '../../components/page/PointList';

const route = getRouteApi('/howBuy');

/** How to buy (spec screen 9): the ways to buy, and the business offices for larger orders. */
export function HowBuyScreen() {
  const { banner, offices } = route.useLoaderData();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>How to buy</Trans>} />
      <div className={sections.body}>
        <section className={sections.section} aria-labelledby="how-buy-ways">
          <h2 id="how-buy-ways" className={sections.heading}>
            <Trans>Three ways to buy</Trans>
          </h2>
          <PointList
            ordered
            points={[
              {
                key: 'shop',
                title: <Trans>Online shop</Trans>,
                text: (
                  <Trans>
                    Buy samples and small quantities in our online shop, pay online and follow your
                    order and invoice from your account.
                  </Trans>
                ),
                action: (
                  <Link to="/storePage" className={sections.link}>
                    <Trans>Go to the shop</Trans>
                  </Link>
                ),
              },
              {
                key: 'office',
                title: <Trans>Business offices</Trans>,
                text: (
                  <Trans>
                    For projects and volume orders, the business manager of your region prepares a
                    quote and follows the delivery.
                  </Trans>
                ),
              },
              {
                key: 'agent',
                title: <Trans>Authorised agents</Trans>,
                text: (
                  <Trans>
                    Our agents across the country sell and support our products close to you.
                  </Trans>
                ),
                action: (
                  <Link to="/agent" className={sections.link}>
                    <Trans>Find out about our agents</Trans>
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
