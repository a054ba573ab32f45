/**
 * The about page's text and blocks. Apart from the other content pages' calls (content.ts): those
 * read the portal's area of the contract, this one the company's, and each page loads only its own.
 */
import { callEndpoint } from './callEndpoint';
import { abouReach, type AboutPage } from './contract/company/about';
import type { Locale } from '../i18n/locales';

/** `undefined` when the backend has none or the call fails (the HTTP client has told the visitor). */
export const fetchAboutPage = (language: Locale): Promise<AboutPage | undefined> =>
  callEndpoint(abouReach, { language }).then(
    (answer) => answer?.data,
    () => undefined,
  );
