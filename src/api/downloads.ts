/** The download page: device types and the paged file list (content-and-profile §2 screen 10). */
import { callEndpoint } from './callEndpoint';
import {
  getDeviceTypeList,
  getDownloadList,
  type DeviceType,
  type DownloadPage,
} from './contract/company/support';
import { PAGE_SIZE } from './contract/company/shared';
import type { Locale } from '../i18n/locales';

export interface DownloadQuery {
  pageIndex: number;
  /** Empty for every device type. */
  deviceType: string;
  language: Locale;
}

const emptyPage: DownloadPage = { downloadList: [], total: 0 };

/**
 * A call that fails has already been reported by the HTTP client; the page then
 * shows its empty state rather than an error screen.
 */
const orFallback = <T>(load: Promise<T | undefined>, fallback: T): Promise<T> =>
  load.then((value) => value ?? fallback).catch(() => fallback);

/** `route`: the page that asks (the download page asks by POST, content-and-profile §7). */
export function fetchDeviceTypes(
  language: Locale,
  route: '/doc' | '/updView',
): Promise<DeviceType[]> {
  return orFallback(
    callEndpoint(getDeviceTypeList, { language }, undefined, route).then((result) => result?.data),
    [],
  );
}

export function fetchDownloadPage(query: DownloadQuery): Promise<DownloadPage> {
  const call = callEndpoint(getDownloadList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    deviceType: query.deviceType === '' ? undefined : query.deviceType,
    language: query.language,
  });
  return orFallback(
    call.then((result) => result?.data),
    emptyPage,
  );
}
