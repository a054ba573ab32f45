import { useId } from 'react';
import { Await, getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { isLocale, LOCALES } from '../../i18n/locales';
import { useLocaleSwitch } from '../../i18n/useLocaleSwitch';
import type { LanguageOption } from '../../api/contract/site';
import * as css from './shell.css';

const root = getRouteApi('__root__');

/** Shown until the server's list arrives, and if it never does. */
const builtInLanguages: LanguageOption[] = [
  { languageValue: 'zh', languageLabel: '中文' },
  { languageValue: 'en', languageLabel: 'English' },
];

export function LanguageSelect() {
  const { languages } = root.useLoaderData();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={css.languageLabel}>
        <Trans>Language</Trans>
      </label>
      <Await promise={languages} fallback={<Options id={id} options={builtInLanguages} />}>
        {(list) => <Options id={id} options={supported(list)} />}
      </Await>
    </div>
  );
}

function supported(list: LanguageOption[]): LanguageOption[] {
  const known = list.filter((option) => isLocale(option.languageValue));
  return known.length === LOCALES.length ? known : builtInLanguages;
}

function Options({ id, options }: { id: string; options: LanguageOption[] }) {
  const { i18n } = useLingui();
  const switchLocale = useLocaleSwitch();
  return (
    <select
      id={id}
      value={i18n.locale}
      onChange={(event) => {
        const value = event.target.value;
        if (isLocale(value)) void switchLocale(value);
      }}
    >
      {options.map((option) => (
        <option key={option.languageValue} value={option.languageValue}>
          {option.languageLabel}
        </option>
      ))}
    </select>
  );
}
