import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { defaultSearchScope } from './searchScope';
import * as css from './search.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** The header's search icon; the dialog's code loads on the first approach. */
export function SearchButton() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so that closing it returns focus to this button.
  const [used, setUsed] = useState(false);
  // The page's kind of search, taken when the dialog opens: a page change while it is open (or
  // one still loading when it opened) must not swap the dialog under the user's hands.
  const [scope, setScope] = useState(() => defaultSearchScope(pathname));
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.searchButton}
        aria-label={t`Search`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setScope(defaultSearchScope(pathname));
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className={css.magnifier} aria-hidden="true" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog
            key={scope}
            open={open}
            onClose={() => setOpen(false)}
            initialScope={scope}
            opener={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
