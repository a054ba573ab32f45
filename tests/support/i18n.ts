import { screenParts } from 'virtual:screen-texts';
import { activateLocale, loadScreenMessages } from '../../src/i18n/activateLocale';
import type { Locale } from '../../src/i18n/locales';

/**
 * Activates the real catalogs, as the app does once screens have loaded (the shell's texts and
 * every feature's), so tests assert the texts users see.
 */
export async function switchTestLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  await Promise.all(screenParts.map(loadScreenMessages));
}
