import { i18n, type Messages } from '@lingui/core';
import { storage } from '../lib/storage';
import { HTML_LANG, type Locale } from './locales';

// One chunk per locale: only the active language's catalog is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('../locales/zh/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Loads the catalog, activates it, remembers the choice and updates `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  storage.locale.set(locale);
  document.documentElement.lang = HTML_LANG[locale];
}
