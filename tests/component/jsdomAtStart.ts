/**
 * The window's stand-ins as the worker's jsdom started, before any test file stood one in.
 * Imported by the screens' setup, so evaluated once per set of modules (once per worker where
 * files share them): the setup gives each file this state back.
 */
import { JSDOM_STAND_INS } from '../../scripts/vitest/sharedModules';

type StandIn = (typeof JSDOM_STAND_INS)[number];
const standIns = window as unknown as Record<StandIn, unknown>;

// Values, not property descriptors: Vitest's jsdom globals are accessors that keep what a test
// assigns, so putting the accessor back would keep the stand-in.
const atStart = new Map<StandIn, unknown>(JSDOM_STAND_INS.map((name) => [name, standIns[name]]));

/** Puts back what a test file stood in for jsdom. */
export function restoreStandIns(): void {
  for (const [name, value] of atStart) standIns[name] = value;
}
