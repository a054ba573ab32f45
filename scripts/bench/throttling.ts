/**
 * Lighthouse's mobile "slow 4G" profile as applied by DevTools throttling
 * (lighthouse-core/config/constants.js, `throttling.mobileSlow4G` with
 * `devtools*` fields): request latency 150 ms × 3.75, throughput
 * 1.6 Mbit/s × 0.9 down and 750 kbit/s × 0.9 up, where Lighthouse's kbit is 1024 bit.
 * CDP wants bytes per second, hence × 1024 / 8.
 */
// Integer products divided once, so the figures print as 1474.56 rather than 1474.5600000000002.
const downloadKbps = (16 * 1024 * 9) / 100;
const uploadKbps = (750 * 9) / 10;

export const throttling = {
  profile: 'Lighthouse mobile slow 4G (DevTools throttling)',
  latencyMs: 150 * 3.75,
  downloadKbps,
  uploadKbps,
  downloadBytesPerSecond: (16 * 1024 * 9 * 1024) / (100 * 8),
  uploadBytesPerSecond: (750 * 9 * 1024) / (10 * 8),
  cpuSlowdown: 4,
} as const;

/**
 * Lighthouse's mobile screen, so the LCP element and layout match a phone
 * like the throttling does.
 */
export const viewport = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export type Throttling = typeof throttling;
export type Viewport = typeof viewport;
