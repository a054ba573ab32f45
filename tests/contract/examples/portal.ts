import type { Examples } from './types';

export const portalExamples: Examples = {};
