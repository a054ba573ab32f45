import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { EmptyList } from '../../components/list/EmptyList';
import { ListPagination } from '../../components/pagination/ListPagination';
import { PastLastPage } from '../../components/pagination/PastLastPage';
import { CategoryGone } from '../../components/pagination/CategoryGone';
import { ListRegion } from '../../components/list/ListRegion';
import { ListFailed } from '../../components/list/ListFailed';
import { sameId } from '../../i18n/localeIds';
import { useSession } from '../../session/useSession';
import * as css from '../../components/page/sections.css';
import * as list from '../../components/list/listControls.css';
import { DeviceTypeFilter } from './DeviceTypeFilter';
import { FileList } from './FileList';

const route = getRouteApi('/doc');

/** Downloads (spec screen 10): device-type dropdown, check button, 6 files a page. */
export function DownloadsScreen() {
  const { banner, deviceTypes, files } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { loggedIn } = useSession();
  const wanted = search.deviceType ?? '';
  const deviceType = deviceTypes.find((type) => sameId(type.id, wanted))?.id ?? '';
  // A link to a device type the backend no longer has: its list is empty for that reason.
  const typeGone = wanted !== '' && deviceType === '';
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Downloads</Trans>} />
      <div className={css.body}>
        <DeviceTypeFilter
          key={deviceType}
          deviceTypes={deviceTypes}
          selected={deviceType}
          // Spec §4: a new device type starts again at page 1.
          onCheck={(next) => void navigate({ search: { deviceType: next || undefined } })}
        />
        {!loggedIn && (
          <p className={css.notice}>
            <Trans>
              Downloads are available to registered users once logged in; the public usage guide can
              be downloaded by anyone.
            </Trans>
          </p>
        )}
        <ListRegion>
          {typeGone ? (
            <CategoryGone
              onShowAll={() =>
                void navigate({
                  search: (prev) => ({ ...prev, deviceType: undefined, page: undefined }),
                })
              }
            >
              <Trans>Show all documents</Trans>
            </CategoryGone>
          ) : files === null ? (
            <ListFailed>
              <Trans>The documents could not be loaded.</Trans>
            </ListFailed>
          ) : files.downloadList.length === 0 && files.total > 0 ? (
            <PastLastPage
              onFirstPage={() =>
                void navigate({ search: (prev) => ({ ...prev, page: undefined }) })
              }
            />
          ) : files.downloadList.length === 0 ? (
            <EmptyList keyWord="">
              <Trans>No documents are available for download yet.</Trans>
            </EmptyList>
          ) : (
            <FileList files={files.downloadList} loggedIn={loggedIn} />
          )}
        </ListRegion>
        <ListPagination
          className={list.belowList}
          page={search.page ?? 1}
          total={files?.total ?? 0}
          onPageChange={(page) =>
            void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
          }
        />
      </div>
    </>
  );
}
