import { getRouteApi, Link } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../../components/page/PageBanner';
import { ListFailed } from '../../../components/list/ListFailed';
import { PartnerList } from './PartnerList';
import { SuccessCaseList } from './SuccessCaseList';
import * as css from './cooperation.css';
import * as pageCss from '../programmes.css';

const route = getRouteApi('/cooperation');

type CooperationTab = 'partners' | 'cases';

/**
 * /cooperation: partners and success cases in two tabs. `succs` in the query
 * selects the cases (content-and-profile §4); the chosen tab and page live in
 * the query so a reload or the back button keeps them.
 */
export function CooperationScreen() {
  const search = route.useSearch();
  const { banner, partners, cases } = route.useLoaderData();
  const navigate = route.useNavigate();
  const tab: CooperationTab = search.succs === undefined ? 'partners' : 'cases';
  const page = search.page ?? 1;

  return (
    <>
      <PageBanner banner={banner} title={<Trans>Cooperation and ecology</Trans>} />
      <div className={pageCss.body}>
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) =>
            void navigate({
              search: value === 'cases' ? { succs: true } : {},
              replace: true,
              resetScroll: false,
            })
          }
        >
          <Tabs.List className={css.tabList}>
            <Tabs.Trigger className={css.tab} value="partners">
              <Trans>Partners</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger className={css.tab} value="cases">
              <Trans>Success cases</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content className={css.panel} value="partners">
            {partners === null ? (
              <ListFailed>
                <Trans>The partners could not be loaded.</Trans>
              </ListFailed>
            ) : (
              <PartnerList partners={partners} />
            )}
          </Tabs.Content>
          <Tabs.Content className={css.panel} value="cases">
            {cases === null ? (
              <ListFailed>
                <Trans>The success cases could not be loaded.</Trans>
              </ListFailed>
            ) : (
              <SuccessCaseList
                cases={cases}
                page={page}
                onPageChange={(next) =>
                  void navigate({ search: { succs: true, page: next }, resetScroll: false })
                }
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
        <div className={pageCss.actions}>
          <Link className={pageCss.primaryLink} to="/contract">
            <Trans>Register as a partner</Trans>
          </Link>
          <Link className={pageCss.secondaryLink} to="/storePage">
            <Trans>Visit the shop</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
