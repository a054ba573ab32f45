/** The about page's route loader, imported lazily by the route file. */
import { firstBanner } from '../../api/banners';
import { abouReach, type AboutPage } from '../../api/contract/company/about';
import type { DeclaredEarlyCall } from '../../api/contract/earlyCall';
import type { Banner } from '../../api/contract/portal/home';
import { runDeclaredCalls } from '../../api/runDeclaredCalls';

/** The calls the about route declares, in its order: the page banner, the page. */
export type AboutPageCalls = readonly [
  DeclaredEarlyCall<'getBannerList'>,
  DeclaredEarlyCall<'abouReach'>,
];

export interface AboutPageData {
  banner: Banner | undefined;
  /**
   * `undefined` when the backend has no about page or the call fails (the HTTP client has told
   * the visitor): the built-in one is shown.
   */
  page: AboutPage | undefined;
}

export async function loadAboutPage(calls: AboutPageCalls): Promise<AboutPageData> {
  const [bannerList, pageAnswer] = runDeclaredCalls(calls, { abouReach });
  const [banner, page] = await Promise.all([
    firstBanner(bannerList),
    pageAnswer.then(
      (answer) => answer?.data,
      () => undefined,
    ),
  ]);
  return { banner, page };
}
