import { use, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { HomeNews } from '../../api/contract/portal/home';
import { ContentImage } from '../../components/content/ContentImage';
import { appHref } from '../../components/content/contentLinks';
import * as css from './home.css';

/** How many news cards the home page shows. */
export const HOME_NEWS_CARDS = 4;

/** The newest industry news as cards, and a link to the news centre. */
export function IndustryNews({ news }: { news: Promise<HomeNews[]> }) {
  const cards = use(news).slice(0, HOME_NEWS_CARDS);
  const headingId = useId();
  return (
    <section className={css.altSection} aria-labelledby={headingId}>
      <div className={css.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>Industry news</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>What is new at Reach IoT and in the IoT industry.</Trans>
        </p>
        {cards.length > 0 ? (
          <ul className={css.newsGrid}>
            {cards.map((item) => (
              <li key={item.id} className={css.stretchCard}>
                <ContentImage src={item.image} alt="" className={css.picture} />
                <div className={css.cardBody}>
                  <time className={css.date} dateTime={item.createDate.slice(0, 10)}>
                    {item.createDate.slice(0, 10)}
                  </time>
                  <h3 className={css.cardTitleSmall}>
                    <a className={css.cardLink} href={appHref(item.newsLink)}>
                      {item.title}
                    </a>
                  </h3>
                  <p className={css.cardText}>{item.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.note}>
            <Trans>The latest news is in the news centre.</Trans>
          </p>
        )}
        <a className={css.centredLink} href="#/news">
          <Trans>All news</Trans>
        </a>
      </div>
    </section>
  );
}
