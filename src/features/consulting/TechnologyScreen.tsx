import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { CustomerServiceList } from '../../components/contact/CustomerServiceList';
import * as sections from '../../components/page/sections.css';
import { useSession } from '../../session/useSession';
import { PointList } from '../../components/page/PointList';

const route = getRouteApi('/technology');

/** Technical consulting (spec screen 9): how engineers help, a login button and the contacts. */
export function TechnologyScreen() {
  const { banner, service } = route.useLoaderData();
  const { loggedIn } = useSession();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Technical consulting</Trans>} />
      <div className={sections.body}>
        <section className={sections.section} aria-labelledby="technology-support">
          <h2 id="technology-support" className={sections.heading}>
            <Trans>Engineering support</Trans>
          </h2>
          <PointList
            points={[
              {
                key: 'docs',
                title: <Trans>Documentation</Trans>,
                text: (
                  <Trans>
                    Manuals, AT commands, hardware designs and API references for every product.
                  </Trans>
                ),
                action: (
                  <Link to="/developer" className={sections.link}>
                    <Trans>Developer centre</Trans>
                  </Link>
                ),
              },
              {
                key: 'questions',
                title: <Trans>Common questions</Trans>,
                text: <Trans>Step-by-step answers to the questions our engineers hear most.</Trans>,
                action: (
                  <Link to="/helpCenter" className={sections.link}>
                    <Trans>Help centre</Trans>
                  </Link>
                ),
              },
              {
                key: 'engineers',
                title: <Trans>One-to-one support</Trans>,
                text: (
                  <Trans>
                    Our engineers help with integration, debugging and certification, remotely or on
                    site for projects.
                  </Trans>
                ),
              },
            ]}
          />
        </section>
        {!loggedIn && (
          <section className={sections.section} aria-labelledby="technology-login">
            <h2 id="technology-login" className={sections.heading}>
              <Trans>Registered customers</Trans>
            </h2>
            <p className={sections.lead}>
              <Trans>
                Log in to read internal documents and download every file, and to follow your
                requests.
              </Trans>
            </p>
            <div className={sections.actions}>
              <Link
                to="/loginn"
                search={{ redirect: '/technology' }}
                className={sections.primaryAction}
              >
                <Trans>Log in</Trans>
              </Link>
            </div>
          </section>
        )}
        <section className={sections.section} aria-labelledby="technology-contacts">
          <h2 id="technology-contacts" className={sections.heading}>
            <Trans>Technical contacts</Trans>
          </h2>
          {service ? (
            <CustomerServiceList service={service} />
          ) : (
            <p className={sections.notice}>
              <Trans>
                Our technical contacts are being updated. Reach our engineers through the contact
                page in the meantime.
              </Trans>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
