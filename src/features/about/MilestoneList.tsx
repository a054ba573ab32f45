import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MILESTONES } from '../../components/content/milestones';
import * as blocks from '../../styles/blocks.css';
import * as css from './about.css';

/** The company's milestones from 2008 to 2024, oldest first. */
export function MilestoneList() {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className={`${css.section} ${css.alt}`} aria-labelledby={headingId}>
      <div className={blocks.inner}>
        <h2 id={headingId} className={css.heading}>
          <Trans>Our history, 2008 to 2024</Trans>
        </h2>
        <ol className={css.timeline}>
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className={css.milestone}>
              <span className={css.year}>{milestone.year}</span>
              <p className={css.milestoneText}>{i18n._(milestone.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
