import { fetchServiceBlocks } from '../../api/content';
import { storedLocale } from '../../lib/storage';

/**
 * The platform is the data service `s14` of the service menu: its page's blocks
 * describe it. Ids and languages go together (`s14_en` in English).
 */
const PLATFORM_SERVICE_ID = 's14';

export async function loadSmart() {
  const language = storedLocale();
  const serviceTypeId = language === 'en' ? `${PLATFORM_SERVICE_ID}_en` : PLATFORM_SERVICE_ID;
  const blocks = await fetchServiceBlocks(serviceTypeId, language);
  return { blocks };
}
