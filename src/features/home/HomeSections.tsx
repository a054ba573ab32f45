import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { AboutUs } from './AboutUs';
import { BackToTop } from './BackToTop';
import { DefaultHero } from './DefaultHero';
import { HomeBanner } from './HomeBanner';
import { IndustryNews } from './IndustryNews';
import { NewsTicker } from './NewsTicker';
import { ProductShowcase } from './ProductShowcase';
import { SolutionColumns } from './SolutionColumns';
import { SuccessCases } from './SuccessCases';
import type { HomeData } from './loadHome';
import * as css from './home.css';

/** Reserves a section's room while it loads. */
const Loading = () => <div className={css.placeholder} />;

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
      <Suspense fallback={<Loading />}>
        <SolutionColumns modules={data.modules} />
      </Suspense>
      <Suspense fallback={<Loading />}>
        <SuccessCases cases={data.cases} />
      </Suspense>
      <ProductShowcase products={data.products} />
      <Suspense fallback={<Loading />}>
        <IndustryNews news={data.news} />
      </Suspense>
      <AboutUs />
      <BackToTop />
    </>
  );
}
