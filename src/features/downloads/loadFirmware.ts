import { fetchPageBanner } from '../../api/banners';
import { fetchDeviceTypes } from '../../api/downloads';
import { fetchFirmwareList } from '../../api/firmware';
import { storedLocale } from '../../lib/storage';

/** The firmware page of one device type (or all), in the stored language. */
export async function loadFirmware(search: { deviceType?: string }) {
  const language = storedLocale();
  const [banner, deviceTypes, packages] = await Promise.all([
    fetchPageBanner('download', language),
    fetchDeviceTypes(language, '/updView'),
    fetchFirmwareList(search.deviceType ?? '', language),
  ]);
  return { banner, deviceTypes, packages };
}
