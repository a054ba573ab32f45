import { i18n, type Messages } from '@lingui/core';
import { storage } from '../lib/storage';
import { HTML_LANG, type Locale } from './locales';

type Catalog = () => Promise<{ messages: Messages }>;

// One chunk per locale and part: only the active language is downloaded, and the landing page
// only needs the shell's texts (the header, the footer, the session, home and not-found).
const shellCatalogs: Record<Locale, Catalog> = {
  zh: () => import('../locales/zh/shell.po'),
  en: () => import('../locales/en/shell.po'),
};
const screenCatalogs: Record<Locale, Catalog> = {
  zh: () => import('../locales/zh/screens.po'),
  en: () => import('../locales/en/screens.po'),
};

/** Set once any screen beyond the shell asked for its texts; a language switch then loads both. */
let screensWanted = false;

async function messagesOf(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([
    shellCatalogs[locale](),
    ...(screensWanted ? [screenCatalogs[locale]()] : []),
  ]);
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads the catalog, activates it, remembers the choice and updates `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await messagesOf(locale) });
  storage.locale.set(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/**
 * Adds the screens' texts to the active language; every lazily loaded screen waits for it
 * (src/routes/lazyScreen.ts). A switch of language meanwhile loads them in the new one.
 */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const locale = i18n.locale as Locale;
  const { messages } = await screenCatalogs[locale]();
  if (i18n.locale === locale) i18n.load(locale, messages);
}
