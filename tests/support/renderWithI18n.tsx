import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '../../src/i18n/locales';
import { switchTestLocale } from './i18n';

/** Renders a component with the real catalog of a locale active. */
export async function renderWithI18n(ui: ReactElement, locale: Locale = 'zh') {
  await switchTestLocale(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
