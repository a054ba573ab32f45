import { Tabs } from '@ark-ui/react/tabs';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { ListPagination } from '../../components/pagination/ListPagination';
import { PastLastPage } from '../../components/pagination/PastLastPage';
import { CategoryGone } from '../../components/pagination/CategoryGone';
import { ListRegion } from '../../components/list/ListRegion';
import { ListFailed } from '../../components/list/ListFailed';
import { SearchForm } from '../../components/list/SearchForm';
import { sameId } from '../../i18n/localeIds';
import { VideoList } from './VideoList';
import * as sections from '../../components/page/sections.css';
import * as css from './videos.css';
import * as list from '../../components/list/listControls.css';

// The route's loader imports this module for `loadVideoCentre`, so the data code arrives in the
// screen's own (preloaded) chunk rather than in a chunk of its own.
export { loadVideoCentre } from './loadVideoCentre';

const route = getRouteApi('/videoView');

/** The "all" tab is the client's own; the others are the backend's categories. */
const ALL = 'all';

/** Video centre (spec screen 3): search, a tab per category, 6 videos a page. */
export function VideoCentreScreen() {
  const { t } = useLingui();
  const { banner, categories, videos } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const keyWord = search.keyWord ?? '';
  const gatherId = search.gatherId ?? '';
  const category = categories.find((candidate) => sameId(candidate.id, gatherId));
  const tab = category?.id ?? ALL;
  // A link to a category the backend no longer has: its list is empty for that reason.
  const categoryGone = gatherId !== '' && !category;
  const tabs = [{ id: ALL, gatherName: t`All` }, ...categories];

  return (
    <>
      <PageBanner banner={banner} title={<Trans>Video centre</Trans>} />
      <div className={sections.listBody}>
        <SearchForm
          key={keyWord}
          keyWord={keyWord}
          label={t`Search videos`}
          onSearch={(next) =>
            void navigate({
              search: (prev) => ({ ...prev, keyWord: next || undefined, page: undefined }),
            })
          }
        />
        <Tabs.Root
          value={tab}
          activationMode="manual"
          lazyMount
          unmountOnExit
          // Spec §4: a tab change goes back to page 1 (and refetches).
          onValueChange={({ value }) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                gatherId: value === ALL ? undefined : value,
                page: undefined,
              }),
            })
          }
        >
          <Tabs.List className={css.tabList} aria-label={t`Video categories`}>
            {tabs.map((category) => (
              <Tabs.Trigger key={category.id} value={category.id} className={css.tab}>
                {category.gatherName}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((category) => (
            <Tabs.Content key={category.id} value={category.id} className={css.panel}>
              <ListRegion>
                {categoryGone ? (
                  <CategoryGone
                    onShowAll={() =>
                      void navigate({
                        search: (prev) => ({ ...prev, gatherId: undefined, page: undefined }),
                      })
                    }
                  >
                    <Trans>Show all videos</Trans>
                  </CategoryGone>
                ) : videos === null ? (
                  <ListFailed>
                    <Trans>The videos could not be loaded.</Trans>
                  </ListFailed>
                ) : videos.videoList.length === 0 && videos.total > 0 ? (
                  <PastLastPage
                    onFirstPage={() =>
                      void navigate({ search: (prev) => ({ ...prev, page: undefined }) })
                    }
                  />
                ) : (
                  <VideoList videos={videos.videoList} keyWord={keyWord} />
                )}
              </ListRegion>
              <ListPagination
                className={list.belowList}
                page={search.page ?? 1}
                total={videos?.total ?? 0}
                onPageChange={(page) =>
                  void navigate({
                    search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }),
                  })
                }
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  );
}
