/** The longest simulation the address carries; a longer one is dropped, like a malformed value. */
export const SIM_MAX_LENGTH = 8000;

export interface MachinePageSearch {
  /** The simulation encoded in the address, for its panel to read back. */
  sim?: string;
}

/**
 * The machine page's query (the codec gives every value as text: src/app/searchCodec.ts): `sim`
 * when it is text of a sane length, nothing else.
 */
export function machinePageSearch(search: Record<string, unknown>): MachinePageSearch {
  const { sim } = search;
  return typeof sim === 'string' && sim !== '' && sim.length <= SIM_MAX_LENGTH ? { sim } : {};
}
