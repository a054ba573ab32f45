import { activateLocale } from '../../src/i18n/activateLocale';
import type { Locale } from '../../src/i18n/locales';

/** Activates a real catalog, as the app does, so tests assert the texts users see. */
export const switchTestLocale = (locale: Locale) => activateLocale(locale);
