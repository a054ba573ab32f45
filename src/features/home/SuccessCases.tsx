import { use, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SuccessCase } from '../../api/contract/portal/home';
import { ContentImage } from '../../components/content/ContentImage';
import { appHref } from '../../components/content/contentLinks';
import * as css from './home.css';

/** Where all the cases are (the cooperation page's second tab). */
const ALL_CASES = '/cooperation?succs=true';

/** How many cases the home page shows. */
export const HOME_CASES = 4;

/** Success cases: a picture and a linked title each, and a link to all of them. */
export function SuccessCases({ cases }: { cases: Promise<SuccessCase[]> }) {
  const shown = use(cases).slice(0, HOME_CASES);
  const headingId = useId();
  return (
    <section className={css.altSection} aria-labelledby={headingId}>
      <div className={css.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>Success cases</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>Customers across China rely on our devices and platform every day.</Trans>
        </p>
        {shown.length > 0 ? (
          <ul className={css.cardGrid}>
            {shown.map((item) => (
              <li key={item.id} className={css.stretchCard}>
                <ContentImage src={item.image} alt="" className={css.picture} />
                <div className={css.cardBody}>
                  <h3 className={css.cardTitleSmall}>
                    <a className={css.cardLink} href={appHref(item.link)}>
                      {item.title}
                    </a>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.note}>
            <Trans>Our customers' stories are on the cooperation page.</Trans>
          </p>
        )}
        <a className={css.centredLink} href={appHref(ALL_CASES)}>
          <Trans>All success cases</Trans>
        </a>
      </div>
    </section>
  );
}
