import type { CallInput, MockServer } from '../support/mockServer';

/**
 * For each documented endpoint (keyed by path), how to make one valid call:
 * the every-endpoint contract test calls it and checks the answer's schema.
 */
export type Example = (mock: MockServer) => CallInput | Promise<CallInput>;
export type Examples = Record<string, Example>;
