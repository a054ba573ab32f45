import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as css from './search.css';

/** Spec §5: the typed keyword is searched on click (or Enter); no minimum length. */
export function SearchBox({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <label htmlFor={id} className={css.label}>
        <Trans>Search products</Trans>
      </label>
      <input
        id={id}
        type="search"
        className={css.input}
        value={keyword}
        maxLength={100}
        placeholder={t`Product or category name`}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={css.submit}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
