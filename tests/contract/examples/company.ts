import type { Examples } from './types';

export const companyExamples: Examples = {};
