import type { Job } from '../../api/contract/company/about';
import { ContentImage } from '../../components/content/ContentImage';
import * as contact from '../../components/page/sections.css';
import * as css from './jobs.css';

interface Position {
  title: string;
  description: string;
}

/** Up to three open positions; the second and third are absent when not open. */
function positionsOf(job: Job): Position[] {
  return [
    { title: job.position1, description: job.pos1Desc },
    { title: job.position2 ?? '', description: job.pos2Desc ?? '' },
    { title: job.position3 ?? '', description: job.pos3Desc ?? '' },
  ].filter((position) => position.title !== '');
}

/** A department with its picture, what it does and its open positions. */
export function JobBlock({ job }: { job: Job }) {
  return (
    <article className={css.job}>
      <ContentImage src={job.image} alt="" className={contact.picture} />
      <div className={css.jobText}>
        <h3 className={contact.cardTitle}>{job.title}</h3>
        <p className={contact.lead}>{job.content}</p>
        <ul className={css.positions}>
          {positionsOf(job).map((position) => (
            <li key={position.title} className={css.position}>
              <h4 className={css.positionTitle}>{position.title}</h4>
              <p className={css.positionText}>{position.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
