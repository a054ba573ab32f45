import type { MachineSamples } from './machineSamples';

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

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const done = (output: unknown) => ({ type: 'xstate.done.actor.check', output });

export const firmwareCheckSamples = {
  events: {
    CHANGE: [
      change('model', 'RC-D410'),
      change('model', 'RC D410!'),
      change('version', 'V2.0.1'),
      change('version', '2.0'),
    ],
    'xstate.done.actor.check': [
      done({
        code: 1,
        data: { model: 'RC-D410', version: '2.0.1', upToDate: false, latest: latestFirmware },
      }),
      done({ code: 0, msg: 'No firmware for this model', data: null }),
    ],
    'xstate.error.actor.check': [{ type: 'xstate.error.actor.check', error: new Error('offline') }],
  },
} satisfies MachineSamples;
