import type { Banner } from '../../src/api/contract/portal/home';

/** Three home carousel banners, English, as the portal sends them. */
export const BANNERS: Banner[] = ['Modules', 'Gateways', 'Meters'].map((title, index) => ({
  adTitle: title,
  adImage: `/mock-assets/picture/banner-${index}.svg?w=1920&h=600`,
  adLink: `/produceSeries?routerId=p${index + 1}_en`,
}));

/** A promise React can read at once (it checks `status`), so no Suspense round trip is needed. */
export const settledPromise = <T>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
