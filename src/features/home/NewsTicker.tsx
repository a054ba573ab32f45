import { use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeNews } from '../../api/contract/portal/home';
import { appHref } from '../../components/content/contentLinks';
import { useCarousel } from './useCarousel';
import * as css from './banner.css';

/** How many of the newest headlines the ticker turns through. */
export const TICKER_SIZE = 5;

function Headlines({ news }: { news: HomeNews[] }) {
  const { t } = useLingui();
  const carousel = useCarousel(news.length);
  const item = news[carousel.index] ?? news[0];
  if (!item) return null;
  return (
    <section className={css.ticker} aria-label={t`Latest news`} {...carousel.holdProps}>
      <div className={css.tickerInner}>
        <span className={css.tickerLabel} aria-hidden="true">
          <Trans>News</Trans>
        </span>
        <a className={css.tickerItem} href={appHref(item.newsLink)}>
          {item.title}
        </a>
        <time className={css.tickerDate} dateTime={item.createDate.slice(0, 10)}>
          {item.createDate.slice(0, 10)}
        </time>
      </div>
    </section>
  );
}

/** The newest headlines, one at a time, under the banner; nothing when there is no news. */
export function NewsTicker({ news }: { news: Promise<HomeNews[]> }) {
  const latest = use(news).slice(0, TICKER_SIZE);
  if (latest.length === 0) return null;
  return <Headlines key={latest.length} news={latest} />;
}
