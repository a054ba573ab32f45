import { Trans } from '@lingui/react/macro';
import * as css from './pagination.css';

/**
 * Said in place of an empty page of a list that has items on earlier pages (an old or
 * shared link to a page that no longer exists), where "nothing published yet" would be false.
 */
export function PastLastPage({ onFirstPage }: { onFirstPage(): void }) {
  return (
    <div className={css.pastLastPage} role="status">
      <p>
        <Trans>There is nothing on this page any more.</Trans>
      </p>
      <button type="button" className={css.firstPageButton} onClick={onFirstPage}>
        <Trans>Go to the first page</Trans>
      </button>
    </div>
  );
}
