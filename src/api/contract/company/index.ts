import type { Endpoint } from '../endpoint';

export const companyEndpoints: readonly Endpoint[] = [];
