import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { ContentImage } from '../../components/content/ContentImage';
import { MailLink } from '../../components/contact/MailLink';
import * as css from '../../components/page/sections.css';
import { JobBlock } from './JobBlock';

const route = getRouteApi('/addUs');

/** Join us (spec screen 6): departments with their open positions, offices, recruitment mailbox. */
export function JoinUsScreen() {
  const { banner, page } = route.useLoaderData();
  const jobs = page?.jobList ?? [];
  const offices = page?.officeList ?? [];
  const email = page?.email ?? '';
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Join us</Trans>} />
      <div className={css.body}>
        <section className={css.section} aria-labelledby="join-jobs">
          <h2 id="join-jobs" className={css.heading}>
            <Trans>Open positions</Trans>
          </h2>
          {jobs.length > 0 ? (
            jobs.map((job) => <JobBlock key={job.title} job={job} />)
          ) : (
            <p className={css.notice}>
              <Trans>
                We are always glad to meet people who want to connect the world's devices. There are
                no openings listed right now, but spontaneous applications are welcome.
              </Trans>
            </p>
          )}
        </section>
        {offices.length > 0 && (
          <section className={css.section} aria-labelledby="join-offices">
            <h2 id="join-offices" className={css.heading}>
              <Trans>Where we work</Trans>
            </h2>
            <ul className={css.grid}>
              {offices.map((office) => (
                <li key={office.title} className={css.card}>
                  <ContentImage src={office.image} alt="" className={css.picture} />
                  <h3 className={css.cardTitle}>{office.title}</h3>
                  <p className={css.lines}>{office.content}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={css.section} aria-labelledby="join-mailbox">
          <h2 id="join-mailbox" className={css.heading}>
            <Trans>Recruitment mailbox</Trans>
          </h2>
          <p className={css.notice}>
            {email ? (
              <Trans>
                Send your CV to <MailLink address={email} />, with the position you are applying for
                in the subject.
              </Trans>
            ) : (
              <Trans>
                Send your CV through our contact page, with the position you are applying for.
              </Trans>
            )}
          </p>
        </section>
      </div>
    </>
  );
}
