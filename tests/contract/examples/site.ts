import { getLanguages, getLogo } from '../../../src/api/contract/site';
import type { Examples } from './types';

export const siteExamples: Examples = {
  [getLanguages.path]: () => ({}),
  [getLogo.path]: () => ({ query: { language: 'en' } }),
};
