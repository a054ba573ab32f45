import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../../../api/catalogue';
import { ContentImage } from '../../../components/content/ContentImage';
import { safeHref } from '../product/safeHref';
import * as css from './home.css';

/** Spec §2.6: one large banner with its link (the first the shop lists). */
export function ShopBanner({ banner }: { banner: Banner | undefined }) {
  const { t } = useLingui();
  if (!banner) return null;
  const href = safeHref(banner.indexHref);
  // The shop's largest first picture: sized from its address, so nothing below it moves, and
  // fetched first.
  const picture = (
    <ContentImage
      className={css.bannerPicture}
      src={banner.indexPicture}
      alt={t`Featured offer`}
      eager
    />
  );
  return href ? (
    <a className={css.banner} href={href}>
      {picture}
    </a>
  ) : (
    <div className={css.banner}>{picture}</div>
  );
}
