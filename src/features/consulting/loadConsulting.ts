import { fetchPageBanner } from '../../api/banners';
import { fetchBusinessOffices, fetchCustomerService } from '../../api/support';
import { storedLocale } from '../../lib/storage';

/** Business consulting and how to buy: the page's banner and the regional business offices. */
export async function loadBusinessConsulting(type: 'business' | 'howBuy') {
  const language = storedLocale();
  const [banner, offices] = await Promise.all([
    fetchPageBanner(type, language),
    fetchBusinessOffices(language, `/${type}`),
  ]);
  return { banner, offices };
}

/** Technical consulting: its banner and the technical customer-service contacts. */
export async function loadTechnicalConsulting() {
  const language = storedLocale();
  const [banner, service] = await Promise.all([
    fetchPageBanner('technology', language),
    fetchCustomerService('tech', language),
  ]);
  return { banner, service };
}
