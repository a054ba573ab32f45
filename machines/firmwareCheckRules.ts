/**
 * The firmware check form's types and field checks (the machine is in firmwareCheckMachine.ts).
 */
import type { FirmwareCheck } from '../src/api/contract/company/firmware';
import { FIRMWARE_MODEL, parseFirmwareVersion } from '../src/domain/firmware';

export type FirmwareCheckField = 'model' | 'version';

/** Field messages, translated by the screen. */
export type FirmwareCheckError = 'required' | 'format';

export interface FirmwareCheckAnswer {
  /** 1 answered; anything else is a refusal with the server's message. */
  code: number;
  msg?: string | undefined;
  data: FirmwareCheck | null;
}

export interface FirmwareCheckContext {
  model: string;
  version: string;
  errors: Partial<Record<FirmwareCheckField, FirmwareCheckError>>;
  /** The server's answer for the fields as they are. */
  result: FirmwareCheck | null;
  /** The server's refusal (unknown model, a version newer than any release). */
  refusal: string | null;
  /** No answer at all (the HTTP client has already said why). */
  failed: boolean;
}

export type FirmwareCheckEvent =
  { type: 'CHANGE'; field: FirmwareCheckField; value: string } | { type: 'SUBMIT' };

/** The field codes of the current values, empty when the check may be sent. */
export function validateFirmwareCheck(
  context: Pick<FirmwareCheckContext, FirmwareCheckField>,
): FirmwareCheckContext['errors'] {
  const errors: FirmwareCheckContext['errors'] = {};
  const model = context.model.trim();
  if (model === '') errors.model = 'required';
  else if (!FIRMWARE_MODEL.test(model)) errors.model = 'format';
  if (context.version.trim() === '') errors.version = 'required';
  else if (!parseFirmwareVersion(context.version)) errors.version = 'format';
  return errors;
}
