import type { ReactNode } from 'react';
import type { Banner } from '../../api/contract/portal/home';
import * as css from './pageBanner.css';
import { ContentImage } from '../content/ContentImage';

interface PageBannerProps {
  /** The page's banner from `getBannerList`; without one the default banner is shown. */
  banner: Banner | undefined;
  /** The page's heading (its only `h1`). */
  title: ReactNode;
  /** A line under the heading; the banner's own headline when omitted. */
  subtitle?: ReactNode;
}

/**
 * The banner at the top of a content page. The picture is decorative (the page
 * heading and the banner's headline are real text above it) and loads eagerly:
 * it is the first thing on screen.
 */
export function PageBanner({ banner, title, subtitle }: PageBannerProps) {
  const line = subtitle ?? banner?.adTitle;
  return (
    <header className={css.banner}>
      {banner?.adImage && (
        <ContentImage className={css.picture} src={banner.adImage} alt="" eager />
      )}
      <span className={css.veil} aria-hidden="true" />
      <div className={css.inner}>
        <h1 className={css.title}>{title}</h1>
        {line && <p className={css.subtitle}>{line}</p>}
      </div>
    </header>
  );
}
