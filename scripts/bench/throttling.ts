/**
 * The network and CPU profiles the cold loads run under, applied by DevTools throttling (CDP wants
 * bytes per second: kbit/s × 1024 / 8, where Lighthouse's kbit is 1024 bit, as in its
 * lighthouse-core/config/constants.js).
 * - `slow4g`: Lighthouse's mobile slow 4G as DevTools applies it (`throttling.mobileSlow4G` with the
 *   `devtools*` fields): request latency 150 ms × 3.75, throughput 1.6 Mbit/s × 0.9 down and
 *   750 kbit/s × 0.9 up. The budgets are evaluated under this one.
 * - `rtt150`: the same profile's own figures, as Lighthouse's simulation uses them (`rttMs: 150`,
 *   `throughputKbps: 1638.4`, 750 kbit/s up): a shorter round trip, reported beside.
 */
export type ProfileName = 'slow4g' | 'rtt150';

export interface Throttling {
  profile: string;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}

// Integer products divided once, so the figures print as 1474.56 rather than 1474.5600000000002.
function profile(
  name: string,
  latencyMs: number,
  down: { kbitTimes: number; over: number },
  up: { kbitTimes: number; over: number },
): Throttling {
  return {
    profile: name,
    latencyMs,
    downloadKbps: down.kbitTimes / down.over,
    uploadKbps: up.kbitTimes / up.over,
    downloadBytesPerSecond: (down.kbitTimes * 1024) / (down.over * 8),
    uploadBytesPerSecond: (up.kbitTimes * 1024) / (up.over * 8),
    cpuSlowdown: 4,
  };
}

export const profiles: Record<ProfileName, Throttling> = {
  slow4g: profile(
    'Lighthouse mobile slow 4G (DevTools throttling)',
    150 * 3.75,
    { kbitTimes: 16 * 1024 * 9, over: 100 },
    { kbitTimes: 750 * 9, over: 10 },
  ),
  rtt150: profile(
    "Lighthouse mobile slow 4G's own round trip (150 ms, 1638.4 kbit/s)",
    150,
    { kbitTimes: 16 * 1024, over: 10 },
    { kbitTimes: 750, over: 1 },
  ),
};

export const profileNames = Object.keys(profiles) as ProfileName[];

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

export type Viewport = typeof viewport;
