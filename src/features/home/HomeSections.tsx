import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { AboutUs } from './AboutUs';
import { BackToTop } from './BackToTop';
import { DefaultHero } from './DefaultHero';
import { HomeBanner } from './HomeBanner';
import { IndustryNews } from './IndustryNews';
import { NewsTicker } from './NewsTicker';
import { SolutionColumns } from './SolutionColumns';
import { SuccessCases } from './SuccessCases';
import type { HomeData } from './loadHome';
import { WhenNear } from '../../components/WhenNear';
import * as css from './home.css';

// Far below the fold, and the only section with tabs: its code (Ark's tabs) loads on approach.
const ProductShowcase = lazy(() =>
  import('./ProductShowcase').then((module) => ({ default: module.ProductShowcase })),
);

/** Reserves a section's room while it loads. */
const Loading = ({ section }: { section: keyof typeof css.placeholder }) => (
  <div className={css.placeholder[section]} />
);

/** The home page's sections, each filling in as its data arrives. */
export function HomeSections({ data }: { data: HomeData }) {
  return (
    <>
      <h1 className={css.visuallyHidden}>
        <Trans>Reach IoT: IoT modules, gateways, smart meters and cloud services</Trans>
      </h1>
      <Suspense fallback={<DefaultHero />}>
        <HomeBanner banners={data.banners} />
      </Suspense>
      <Suspense fallback={null}>
        <NewsTicker news={data.news} />
      </Suspense>
      <Suspense fallback={<Loading section="solutions" />}>
        <SolutionColumns modules={data.modules} />
      </Suspense>
      <Suspense fallback={<Loading section="cases" />}>
        <SuccessCases cases={data.cases} />
      </Suspense>
      <WhenNear placeholder={<Loading section="products" />}>
        <Suspense fallback={<Loading section="products" />}>
          <ProductShowcase loadProducts={data.products} />
        </Suspense>
      </WhenNear>
      <Suspense fallback={<Loading section="news" />}>
        <IndustryNews news={data.news} />
      </Suspense>
      <AboutUs />
      <BackToTop />
    </>
  );
}
