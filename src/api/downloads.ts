/** The download page: device types and the paged file list (content-and-profile §2 screen 10). */
import { callEndpoint } from './callEndpoint';
import {
  getDeviceTypeList,
  getDownloadList,
  type DeviceType,
  type DownloadPage,
} from './contract/company/support';
import { PAGE_SIZE } from './contract/company/shared';
import { listAnswer, type ListAnswer } from './listAnswer';
import type { Locale } from '../i18n/locales';

export interface DownloadQuery {
  pageIndex: number;
  /** Empty for every device type. */
  deviceType: string;
  language: Locale;
}

/**
 * The device-type filter; without it the page still lists every device's files.
 * `route`: the page that asks (the download page asks by POST, content-and-profile §7).
 */
export async function fetchDeviceTypes(
  language: Locale,
  route: '/doc' | '/updView',
): Promise<DeviceType[]> {
  const deviceTypes = await listAnswer(
    callEndpoint(getDeviceTypeList, { language }, undefined, route).then((result) => result?.data),
  );
  return deviceTypes ?? [];
}

export function fetchDownloadPage(query: DownloadQuery): Promise<ListAnswer<DownloadPage>> {
  const call = callEndpoint(getDownloadList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    deviceType: query.deviceType === '' ? undefined : query.deviceType,
    language: query.language,
  });
  return listAnswer(call.then((result) => result?.data));
}
