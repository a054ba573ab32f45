/** Sample answers and inputs shared by a machine's unit tests and its model test. */
import type { AddressFields } from '../../machines/addressSaveTypes';

/** A newer firmware than the device's, as the update check answers it. */
export const latestFirmware = {
  version: '2.1.0',
  releaseDate: '2025-02-14 14:31:00',
  notes: ['Configurable watchdog timeout'],
  fileName: 'RC-D410-2.1.0.bin',
  fileSize: 112_640,
  sha256: 'ab'.repeat(32),
  filePath: '/__mock/firmware/RC-D410-2.1.0.bin',
};

/** A complete delivery address. */
export const addressFields: AddressFields = {
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园 1 号',
  phone: '13912345678',
  recipient: '张三',
};
