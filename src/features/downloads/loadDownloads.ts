import { fetchPageBanner } from '../../api/banners';
import { fetchDeviceTypes, fetchDownloadPage } from '../../api/downloads';
import { storedLocale } from '../../lib/storage';

export interface DownloadsSearch {
  page?: number;
  deviceType?: string;
}

/** The download page for one device type and page, in the stored language. */
export async function loadDownloads(search: DownloadsSearch) {
  const language = storedLocale();
  const [banner, deviceTypes, files] = await Promise.all([
    fetchPageBanner('download', language),
    fetchDeviceTypes(language, '/doc'),
    fetchDownloadPage({
      pageIndex: search.page ?? 1,
      deviceType: search.deviceType ?? '',
      language,
    }),
  ]);
  return { banner, deviceTypes, files };
}
