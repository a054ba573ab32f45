import { fetchPageBanner } from '../../api/banners';
import { fetchBusinessOffices, fetchContactCards, fetchCustomerService } from '../../api/support';
import { storedLocale } from '../../lib/storage';

/** The contact page: cards, customer service and the business offices, in the stored language. */
export async function loadContact() {
  const language = storedLocale();
  const [banner, cards, service, offices] = await Promise.all([
    fetchPageBanner('contactUs', language),
    fetchContactCards(language),
    fetchCustomerService('contact', language),
    fetchBusinessOffices(language, '/contact'),
  ]);
  return { banner, cards, service, offices };
}
