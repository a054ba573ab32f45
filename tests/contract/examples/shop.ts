import type { Examples } from './types';

export const shopExamples: Examples = {};
