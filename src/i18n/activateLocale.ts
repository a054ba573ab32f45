import { i18n, type Messages } from '@lingui/core';
import { storage } from '../lib/storage';
import { HTML_LANG, type Locale } from './locales';
import { screenTexts } from 'virtual:screen-texts';

type Catalog = () => Promise<{ messages: Messages }>;

// One chunk per locale and part: only the active language is downloaded, and the landing page
// only needs the shell's texts (the header, the footer, the session, home and not-found).
const shellCatalogs: Record<Locale, Catalog> = {
  zh: () => import('../locales/zh/shell.po'),
  en: () => import('../locales/en/shell.po'),
};

/** The features whose screens asked for their texts; a language switch loads them again. */
const wantedParts = new Set<string>();

function screenCatalog(locale: Locale, part: string): Catalog {
  const catalog = screenTexts[locale][part];
  if (!catalog) throw new Error(`No screen texts for the feature ${part}`);
  return catalog;
}

async function messagesOf(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([
    shellCatalogs[locale](),
    ...[...wantedParts].map((part) => screenCatalog(locale, part)()),
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
 * Adds the texts of one feature's screens (`src/features/<part>/`, scripts/vite/screenTexts.ts)
 * to the active language; every lazily loaded screen waits for its feature's
 * (src/routes/lazyScreen.ts). A switch of language meanwhile loads them in the new one.
 */
export async function loadScreenMessages(part: string): Promise<void> {
  const locale = i18n.locale as Locale;
  const catalog = screenCatalog(locale, part);
  wantedParts.add(part);
  const { messages } = await catalog();
  if (i18n.locale === locale) i18n.load(locale, messages);
}
