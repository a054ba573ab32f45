/** Contact us, join us and the consulting pages (content-and-profile §2 screens 5, 6 and 9). */
import { callEndpoint } from './callEndpoint';
import {
  getContactUsList,
  getCustomService,
  getJoinUs,
  type ContactCard,
  type CustomerService,
  type JoinUsPage,
  type ServiceType,
} from './contract/company/about';
import { getBusinessConsult, type BusinessOffice } from './contract/company/support';
import type { Locale } from '../i18n/locales';

/**
 * A call that fails has already been reported by the HTTP client; the page then
 * shows its built-in content rather than an error screen.
 */
const orFallback = <T>(load: Promise<T | undefined>, fallback: T): Promise<T> =>
  load.then((value) => value ?? fallback).catch(() => fallback);

export function fetchContactCards(language: Locale): Promise<ContactCard[]> {
  return orFallback(
    callEndpoint(getContactUsList, { language }).then((result) => result?.data),
    [],
  );
}

/** `contact` for the contact page, `tech` for the technical consulting page. */
export function fetchCustomerService(
  serviceType: ServiceType,
  language: Locale,
): Promise<CustomerService | undefined> {
  return orFallback(
    callEndpoint(getCustomService, { serviceType, language }).then((result) => result?.data),
    undefined,
  );
}

/** `route`: the page that asks (how to buy asks by GET, content-and-profile §7). */
export function fetchBusinessOffices(
  language: Locale,
  route: '/contact' | '/business' | '/howBuy',
): Promise<BusinessOffice[]> {
  return orFallback(
    callEndpoint(getBusinessConsult, { language }, undefined, route).then((result) => result?.data),
    [],
  );
}

export function fetchJoinUs(language: Locale): Promise<JoinUsPage | undefined> {
  return orFallback(
    callEndpoint(getJoinUs, { language }).then((result) => result?.data),
    undefined,
  );
}
