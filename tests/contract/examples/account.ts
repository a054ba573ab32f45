import type { Examples } from './types';

export const accountExamples: Examples = {};
