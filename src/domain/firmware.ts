/**
 * Firmware versions (/updView, docs/decisions.md "/updView and /sendDd"): three numbers,
 * `major.minor.patch`, optionally written with a leading `V` as device labels print them.
 * The update check form, its machine and the mock read versions by these rules.
 */

/** At most this long, so that no label text is taken for a version. */
export const FIRMWARE_VERSION_MAX_LENGTH = 20;

const VERSION = /^[vV]?(\d{1,4})\.(\d{1,4})\.(\d{1,4})$/;

export type FirmwareVersion = readonly [major: number, minor: number, patch: number];

/** The version's numbers, or undefined when the text is not a version. */
export function parseFirmwareVersion(text: string): FirmwareVersion | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative when `a` is older than `b`, positive when newer, 0 when the same. */
export function compareFirmwareVersions(a: FirmwareVersion, b: FirmwareVersion): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** A device's model as its label prints it (`RC-D410`): letters, digits and dashes. */
export const FIRMWARE_MODEL = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;
