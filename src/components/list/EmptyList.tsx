import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as css from './listControls.css';

interface EmptyListProps {
  /** The search that found nothing; empty when the list itself is empty. */
  keyWord: string;
  /** What to say when there is no search: the page's built-in text. */
  children: ReactNode;
}

/** Said in place of an empty list, so the visitor knows whether their search or the page is empty. */
export function EmptyList({ keyWord, children }: EmptyListProps) {
  return (
    <div className={css.empty} role="status">
      <p>{keyWord ? <Trans>Nothing matches “{keyWord}”.</Trans> : children}</p>
    </div>
  );
}
