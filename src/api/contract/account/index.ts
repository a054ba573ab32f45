import type { Endpoint } from '../endpoint';

export const accountEndpoints: readonly Endpoint[] = [];
