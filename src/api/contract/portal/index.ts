import type { Endpoint } from '../endpoint';

export const portalEndpoints: readonly Endpoint[] = [];
