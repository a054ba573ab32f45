import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '../../i18n/locales';
import { useLocaleSwitch } from '../../i18n/useLocaleSwitch';
import { useLanguages } from './useLanguages';
import * as dropdown from '../dropdown/dropdown.css';
import * as css from './language.css';

/** The header's language dropdown: the server's languages, the current one checked. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const languages = useLanguages();
  const switchLocale = useLocaleSwitch();
  const current = languages.find((option) => option.languageValue === i18n.locale);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger
        className={dropdown.trigger}
        aria-label={t`Language: ${current?.languageLabel ?? i18n.locale}`}
      >
        <span className={css.globe} aria-hidden="true" />
        {current?.languageLabel ?? i18n.locale}
        <span className={dropdown.chevron} aria-hidden="true" />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={dropdown.positioner}>
          <Menu.Content className={dropdown.menu}>
            <Menu.RadioItemGroup
              value={i18n.locale}
              onValueChange={({ value }) => {
                if (isLocale(value) && value !== i18n.locale) void switchLocale(value);
              }}
            >
              {languages.map((option) => (
                <Menu.RadioItem
                  key={option.languageValue}
                  value={option.languageValue}
                  className={dropdown.item}
                  lang={option.languageValue === 'zh' ? 'zh-CN' : option.languageValue}
                >
                  <Menu.ItemIndicator className={dropdown.indicator}>✓</Menu.ItemIndicator>
                  <Menu.ItemText>{option.languageLabel}</Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
