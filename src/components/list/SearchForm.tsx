import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import * as css from './listControls.css';

interface SearchFormProps {
  /** The search that produced the list on screen. */
  keyWord: string;
  /** Names the field and the search landmark (the header has a search of its own). */
  label: string;
  onSearch(keyWord: string): void;
}

/** A labelled search box with its button; searching an empty text lists everything again. */
export function SearchForm({ keyWord, label, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(keyWord);
  return (
    <form
      role="search"
      aria-label={label}
      className={css.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className={css.searchLabel} htmlFor={id}>
        {label}
        <input
          id={id}
          className={css.input}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className={css.button}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
