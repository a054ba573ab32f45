import { Suspense, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialogs/Dialog';
import { isLocale, type Locale } from '../../i18n/locales';
import { SearchResults, startSearch, type SearchRun } from './SearchResults';
import type { SearchScope } from './searchScope';
import * as css from './search.css';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Documents in developer mode, products elsewhere. */
  initialScope: SearchScope;
  /** The button that opened the dialog: focus goes back to it. */
  opener?: () => HTMLElement | null;
}

const MAX_KEYWORD = 100;

/** Searches products, or documents in developer mode; a result opens its page. */
export function SearchDialog({ open, onClose, initialScope, opener }: SearchDialogProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'zh';
  const inputId = useId();
  const [scope, setScope] = useState<SearchScope>(initialScope);
  const [keyword, setKeyword] = useState('');
  const [run, setRun] = useState<SearchRun | undefined>(undefined);

  const search = (nextScope: SearchScope) => setRun(startSearch(nextScope, keyword.trim(), locale));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(scope);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Search</Trans>}
      className={css.dialog}
      // Opening the search means typing: the caret starts in the box, not on the close button.
      initialFocus={() => document.getElementById(inputId)}
      finalFocus={opener}
    >
      <div className={css.scopes} role="group" aria-label={t`Search in`}>
        {(['products', 'documents'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={css.scope}
            aria-pressed={scope === option}
            onClick={() => {
              setScope(option);
              if (run) search(option);
            }}
          >
            {option === 'products' ? t`Products` : t`Documents`}
          </button>
        ))}
      </div>
      <form role="search" className={css.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={css.visuallyHidden}>
          {scope === 'products' ? t`Search products` : t`Search documents`}
        </label>
        <input
          id={inputId}
          type="search"
          className={css.input}
          value={keyword}
          maxLength={MAX_KEYWORD}
          placeholder={scope === 'products' ? t`Product name or category` : t`Document name`}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className={css.submit}>
          <Trans>Search</Trans>
        </button>
      </form>
      {run ? (
        <Suspense
          fallback={
            <p className={css.status} role="status">
              <Trans>Searching…</Trans>
            </p>
          }
        >
          <SearchResults
            run={run}
            locale={locale}
            onOpen={onClose}
            onRetry={() => setRun(startSearch(run.scope, run.keyword, locale))}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
