import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { ListFailed } from '../../components/list/ListFailed';
import * as sections from '../../components/page/sections.css';
import { DocTree } from './DocTree';

const route = getRouteApi('/developer');

/** Developer centre (spec screen 8): the documentation tree; a document opens in the document centre. */
export function DeveloperScreen() {
  const { banner, index } = route.useLoaderData();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Developer centre</Trans>} />
      <div className={sections.body}>
        <p className={sections.lead}>
          {index?.source === 'private' ? (
            <Trans>
              Every document is listed, internal ones included, since you are logged in. Choose a
              document to read it in the document centre.
            </Trans>
          ) : (
            <Trans>
              Choose a document to read it in the document centre. Log in to see internal documents
              as well.
            </Trans>
          )}
        </p>
        {index === null ? (
          <ListFailed>
            <Trans>The documentation index could not be loaded.</Trans>
          </ListFailed>
        ) : index.projects.length > 0 ? (
          <DocTree projects={index.projects} />
        ) : (
          <div className={sections.section}>
            <p className={sections.notice}>
              <Trans>
                The documentation index is being prepared. The document centre already lists every
                published document.
              </Trans>
            </p>
            <div className={sections.actions}>
              <Link to="/docCenter" className={sections.primaryAction}>
                <Trans>Document centre</Trans>
              </Link>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
