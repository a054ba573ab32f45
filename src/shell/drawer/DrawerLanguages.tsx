import { useLingui } from '@lingui/react/macro';
import { isLocale } from '../../i18n/locales';
import { useLocaleSwitch } from '../../i18n/useLocaleSwitch';
import { useLanguages } from '../../components/language/useLanguages';
import * as css from './drawer.css';

/** The drawer's language choice: one button per language, the current one pressed. */
export function DrawerLanguages() {
  const { t, i18n } = useLingui();
  const languages = useLanguages();
  const switchLocale = useLocaleSwitch();
  return (
    <div className={css.languages} role="group" aria-label={t`Language`}>
      {languages.map((option) => (
        <button
          key={option.languageValue}
          type="button"
          className={css.language}
          aria-pressed={option.languageValue === i18n.locale}
          lang={option.languageValue === 'zh' ? 'zh-CN' : option.languageValue}
          onClick={() => {
            const value = option.languageValue;
            if (isLocale(value) && value !== i18n.locale) void switchLocale(value);
          }}
        >
          {option.languageLabel}
        </button>
      ))}
    </div>
  );
}
