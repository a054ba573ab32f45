/**
 * Firmware updates (/updView, docs/decisions.md "/updView and /sendDd"): the released firmware
 * of each device model, by device type, and the update check for one device. Downloading a
 * firmware file needs a login, as every download does (content-and-profile §6).
 */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { dateTime, language } from './shared';

export const firmwareRelease = z.object({
  /** `major.minor.patch`. */
  version: z.string(),
  releaseDate: dateTime,
  /** What changed, one point a line, plain text in the request's language. */
  notes: z.array(z.string()),
  /** The file's name, with its extension. */
  fileName: z.string(),
  /** In bytes. */
  fileSize: z.number(),
  /** SHA-256 of the file, in hex, to check the download before flashing it. */
  sha256: z.string(),
  /** Opened in the browser; it needs a login. */
  filePath: z.string(),
});
export type FirmwareRelease = z.infer<typeof firmwareRelease>;

export const firmwarePackage = z.object({
  /** The model printed on the device's label. */
  model: z.string(),
  /** The device type's id (getDeviceTypeList), in the request's language. */
  deviceTypeId: z.string(),
  productName: z.string(),
  /** Newest first: the first is the latest release. */
  releases: z.array(firmwareRelease),
});
export type FirmwarePackage = z.infer<typeof firmwarePackage>;

export const getFirmwareList = defineEndpoint({
  name: 'getFirmwareList',
  summary:
    'The released firmware of every device model, newest release first, of one device type (`deviceType`, with or without `_en`) or of all.',
  method: 'GET',
  path: `${PORTAL_API}/support/getFirmwareList`,
  query: z.object({ deviceType: z.optional(z.string().check(z.maxLength(40))), ...language }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(firmwarePackage)),
  auth: 'public',
  usedBy: ['/updView'],
});

export const firmwareCheckRequest = z.object({
  /** The model on the device's label. */
  model: z.string().check(z.maxLength(40)),
  /** The version the device runs (`1.4.2` or `V1.4.2`). */
  version: z.string().check(z.maxLength(40)),
});
export type FirmwareCheckRequest = z.infer<typeof firmwareCheckRequest>;

export const firmwareCheck = z.object({
  model: z.string(),
  /** The version asked about, as the server reads it (`1.4.2`). */
  version: z.string(),
  /** True when the device runs the latest release. */
  upToDate: z.boolean(),
  latest: firmwareRelease,
});
export type FirmwareCheck = z.infer<typeof firmwareCheck>;

export const checkFirmware = defineEndpoint({
  name: 'checkFirmware',
  summary:
    "Whether a device is up to date: code 1 with the latest release; code 0 with a message in the request's language for an unknown model, a text that is not a version, or a version newer than any release.",
  method: 'POST',
  path: `${PORTAL_API}/support/checkFirmware`,
  query: z.object(language),
  bodyKind: 'json',
  body: firmwareCheckRequest,
  result: portalEnvelope(z.nullable(firmwareCheck)),
  auth: 'public',
  usedBy: ['/updView'],
});
