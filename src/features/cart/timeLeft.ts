import { PAYMENT_CHECK_INTERVAL_MS } from '../../domain/timings';

/** The wait still ahead: one check interval per check left (spec §9, 300 checks at 1 s). */
export function secondsLeft(checksLeft: number): number {
  return Math.ceil((Math.max(checksLeft, 0) * PAYMENT_CHECK_INTERVAL_MS) / 1000);
}

/** Minutes and seconds, as a clock shows them: 300 → "5:00", 59 → "0:59". */
export function formatClock(seconds: number): string {
  const whole = Math.max(Math.floor(seconds), 0);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
