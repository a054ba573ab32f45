import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { EmptyList } from '../../components/list/EmptyList';
import { ListFailed } from '../../components/list/ListFailed';
import { ListPagination } from '../../components/pagination/ListPagination';
import { PastLastPage } from '../../components/pagination/PastLastPage';
import { ListRegion } from '../../components/list/ListRegion';
import { NewsList } from './NewsList';
import { SearchForm } from '../../components/list/SearchForm';
import * as sections from '../../components/page/sections.css';
import * as list from '../../components/list/listControls.css';

// The route's loader imports this module for `loadNewsCentre`, so the data code arrives in the
// screen's own (preloaded) chunk rather than in a chunk of its own.
export { loadNewsCentre } from './loadNewsCentre';

const route = getRouteApi('/news');

/** News centre (spec screen 4): search, linked titles with their dates, 6 a page. */
export function NewsCentreScreen() {
  const { t } = useLingui();
  const { banner, news } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const keyWord = search.keyWord ?? '';
  return (
    <>
      <PageBanner banner={banner} title={<Trans>News centre</Trans>} />
      <div className={sections.listBody}>
        <SearchForm
          key={keyWord}
          keyWord={keyWord}
          label={t`Search news`}
          onSearch={(next) =>
            void navigate({ search: { keyWord: next || undefined, page: undefined } })
          }
        />
        <ListRegion>
          {news === null ? (
            <ListFailed>
              <Trans>The news could not be loaded.</Trans>
            </ListFailed>
          ) : news.newsList.length === 0 && news.total > 0 ? (
            <PastLastPage
              onFirstPage={() =>
                void navigate({ search: (prev) => ({ ...prev, page: undefined }) })
              }
            />
          ) : news.newsList.length === 0 ? (
            <EmptyList keyWord={keyWord}>
              <Trans>No news has been published yet.</Trans>
            </EmptyList>
          ) : (
            <NewsList news={news.newsList} />
          )}
        </ListRegion>
        <ListPagination
          className={list.belowList}
          page={search.page ?? 1}
          total={news?.total ?? 0}
          onPageChange={(page) =>
            void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
          }
        />
      </div>
    </>
  );
}
