/** Firmware updates (/updView): the released firmware by device type and the update check. */
import { callEndpoint } from './callEndpoint';
import {
  checkFirmware,
  getFirmwareList,
  type FirmwareCheck,
  type FirmwareCheckRequest,
  type FirmwarePackage,
} from './contract/company/firmware';
import { listAnswer, type ListAnswer } from './listAnswer';
import type { Locale } from '../i18n/locales';
import { storedLocale } from '../lib/storage';

export type { FirmwareCheck, FirmwarePackage };

/** Every model's released firmware, of one device type or of all (`''`). */
export function fetchFirmwareList(
  deviceType: string,
  language: Locale,
): Promise<ListAnswer<FirmwarePackage[]>> {
  const call = callEndpoint(getFirmwareList, {
    deviceType: deviceType === '' ? undefined : deviceType,
    language,
  });
  return listAnswer(call.then((result) => result?.data));
}

/** The update check: code 1 with the answer, or a refusal with the server's message. */
export async function checkFirmwareVersion(request: FirmwareCheckRequest) {
  const result = await callEndpoint(checkFirmware, { language: storedLocale() }, { ...request });
  return result ?? { code: 0, data: null };
}
