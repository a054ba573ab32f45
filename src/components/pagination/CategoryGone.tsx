import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as css from './pagination.css';

/**
 * Said in place of a list filtered by a category the backend no longer has (an old or shared
 * link): the list is empty because the category is gone, not because nothing is published.
 */
export function CategoryGone({ onShowAll, children }: { onShowAll(): void; children: ReactNode }) {
  return (
    <div className={css.pastLastPage} role="status">
      <p>
        <Trans>This category no longer exists.</Trans>
      </p>
      <button type="button" className={css.firstPageButton} onClick={onShowAll}>
        {children}
      </button>
    </div>
  );
}
