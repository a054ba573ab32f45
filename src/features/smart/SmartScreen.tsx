import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { BlockRenderer } from '../../components/blocks/BlockRenderer';
import * as sections from '../../components/page/sections.css';
import { PointList } from '../../components/page/PointList';
import { useSession } from '../../session/useSession';

const route = getRouteApi('/smart');

/**
 * The smart development platform (opened by the header in a new window): the
 * platform's own page from the backend, with the way in for logged-in customers
 * and a login button for everyone else (spec: the platform is for logged-in customers).
 */
export function SmartScreen() {
  const { blocks } = route.useLoaderData();
  const { loggedIn, user } = useSession();
  const name = user?.nickname || user?.username || '';
  return (
    <>
      <PageBanner
        banner={undefined}
        title={<Trans>Smart development platform</Trans>}
        subtitle={<Trans>Build IoT applications with low code</Trans>}
      />
      <div className={sections.body}>
        <section className={sections.section} aria-labelledby="smart-start">
          <h2 id="smart-start" className={sections.heading}>
            {loggedIn ? <Trans>Welcome, {name}</Trans> : <Trans>Log in to start building</Trans>}
          </h2>
          <p className={sections.lead}>
            {loggedIn ? (
              <Trans>
                Start from the platform's documentation and examples; our engineers help you with
                your first application.
              </Trans>
            ) : (
              <Trans>
                The platform is available to registered customers. Log in with your account to open
                it.
              </Trans>
            )}
          </p>
          <div className={sections.actions}>
            {loggedIn ? (
              <>
                <Link to="/developer" className={sections.primaryAction}>
                  <Trans>Developer centre</Trans>
                </Link>
                <Link to="/technology" className={sections.secondaryAction}>
                  <Trans>Technical consulting</Trans>
                </Link>
              </>
            ) : (
              <Link to="/loginn" search={{ redirect: '/smart' }} className={sections.primaryAction}>
                <Trans>Log in</Trans>
              </Link>
            )}
          </div>
        </section>
        {blocks.length === 0 && <SmartFallback />}
      </div>
      {blocks.length > 0 && <BlockRenderer blocks={blocks} />}
    </>
  );
}

/** The built-in description when the backend has no page for the platform. */
function SmartFallback() {
  return (
    <section className={sections.section} aria-labelledby="smart-features">
      <h2 id="smart-features" className={sections.heading}>
        <Trans>What the platform offers</Trans>
      </h2>
      <PointList
        points={[
          {
            key: 'designer',
            title: <Trans>Drag-and-drop page designer</Trans>,
            text: <Trans>Compose dashboards and control pages from ready-made components.</Trans>,
          },
          {
            key: 'templates',
            title: <Trans>Industry templates</Trans>,
            text: (
              <Trans>Start from templates for utilities, industry, agriculture and cities.</Trans>
            ),
          },
          {
            key: 'publish',
            title: <Trans>Publish in one click</Trans>,
            text: <Trans>Publish your application as a mini-program or a mobile web page.</Trans>,
          },
        ]}
      />
    </section>
  );
}
