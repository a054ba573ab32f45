import { activateLocale, loadScreenMessages } from '../../src/i18n/activateLocale';
import type { Locale } from '../../src/i18n/locales';

/**
 * Activates the real catalogs, as the app does once a screen has loaded (the shell's texts and
 * the screens'), so tests assert the texts users see.
 */
export async function switchTestLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  await loadScreenMessages();
}
