import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { AboutPage } from '../../api/contract/company/about';
import * as blocks from '../../styles/blocks.css';
import * as css from './about.css';

/** Who we are: the introduction's paragraphs and the key figures. */
export function AboutIntro({ page }: { page: AboutPage }) {
  const headingId = useId();
  const paragraphs = page.introduce.split('\n').filter((line) => line.trim() !== '');
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={blocks.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>Who we are</Trans>
        </h2>
        <div className={css.intro}>
          {paragraphs.map((text, index) => (
            <p key={index} className={css.paragraph}>
              {text}
            </p>
          ))}
        </div>
        {page.figureList.length > 0 && (
          <ul className={css.figures}>
            {page.figureList.map((figure) => (
              <li key={`${figure.value}-${figure.label}`}>
                <span className={css.figureValue}>{figure.value}</span>
                <span className={css.figureLabel}>{figure.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
