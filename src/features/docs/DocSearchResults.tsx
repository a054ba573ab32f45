import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DocSearchResult } from '../../api/contract/portal/doc';
import type { ListAnswer } from '../../api/listAnswer';
import { EmptyList } from '../../components/list/EmptyList';
import { ListFailed } from '../../components/list/ListFailed';
import { documentUrl } from '../../api/docOrigins';
import { useLocale } from './useLocale';
import * as css from './docs.css';

interface DocSearchResultsProps {
  /** `null` when the search failed. */
  results: ListAnswer<readonly DocSearchResult[]>;
  keyWord: string;
  centre: '/docCenter' | '/helpCenter';
}

/** The documents found; each opens in this centre's frame, the search staying on screen. */
export function DocSearchResults({ results, keyWord, centre }: DocSearchResultsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (results === null) {
    return (
      <ListFailed>
        <Trans>The search could not be done.</Trans>
      </ListFailed>
    );
  }
  if (results.length === 0) {
    return (
      <EmptyList keyWord={keyWord}>
        <Trans>No documents found.</Trans>
      </EmptyList>
    );
  }
  return (
    <ul className={css.results} aria-label={t`Documents found`}>
      {results.map((result) => {
        const updated = result.lastUpdateTime.slice(0, 10);
        return (
          <li key={result.itemId} className={css.result}>
            <Link
              to={centre}
              search={{ keyWord, docUrl: documentUrl(result.itemId, locale) }}
              className={css.resultLink}
            >
              {result.itemName}
            </Link>
            <span className={css.resultDate}>
              <Trans>Updated {updated}</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
