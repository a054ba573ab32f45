import { use } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../../api/contract/portal/home';
import { ContentImage } from '../../components/content/ContentImage';
import { appHref } from '../../components/content/contentLinks';
import { CarouselArrows } from './CarouselArrows';
import { DefaultHero } from './DefaultHero';
import { useCarousel } from './useCarousel';
import * as css from './banner.css';

function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const carousel = useCarousel(banners.length);
  const count = banners.length;
  return (
    <section
      className={css.carousel}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      {...carousel.holdProps}
    >
      {/* Announce a change only when the visitor made it, not on every automatic turn. */}
      <div
        className={css.slides}
        aria-live={carousel.rotates && !carousel.paused ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => {
          const position = index + 1;
          const shown = index === carousel.index;
          // Only the slides next to the shown one have their picture: the others would compete
          // with the first screen's requests for pictures nobody sees yet.
          const near =
            shown ||
            index === (carousel.index + 1) % count ||
            index === (carousel.index + count - 1) % count;
          return (
            <div
              key={`${banner.adImage}-${index}`}
              className={shown ? `${css.slide} ${css.current}` : css.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={!shown}
              inert={!shown}
            >
              <a className={css.slideLink} href={appHref(banner.adLink)}>
                <ContentImage
                  src={near ? banner.adImage : undefined}
                  alt=""
                  className={css.picture}
                  eager={index === 0}
                />
                <span className={css.caption}>
                  <span className={css.captionInner}>
                    <span className={css.headline}>{banner.adTitle}</span>
                  </span>
                </span>
              </a>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <CarouselArrows
            onPrevious={carousel.previous}
            onNext={carousel.next}
            previousLabel={t`Previous banner`}
            nextLabel={t`Next banner`}
          />
          <ul className={css.dots}>
            {banners.map((banner, index) => {
              const position = index + 1;
              return (
                <li key={`${banner.adImage}-${index}`}>
                  <button
                    type="button"
                    className={css.dot}
                    aria-label={t`Show banner ${position}`}
                    aria-current={index === carousel.index}
                    onClick={() => carousel.goTo(index)}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The home banner carousel; without banners from the backend, the built-in hero. */
export function HomeBanner({ banners }: { banners: Promise<Banner[]> }) {
  const list = use(banners);
  if (list.length === 0) return <DefaultHero />;
  // The machine reads the number of banners once: a new list starts a new carousel.
  return <BannerSlides key={list.length} banners={list} />;
}
