import type { Endpoint } from '../endpoint';

export const shopEndpoints: readonly Endpoint[] = [];
