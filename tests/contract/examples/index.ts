import { accountExamples } from './account';
import { companyExamples } from './company';
import { portalExamples } from './portal';
import { shopExamples } from './shop';
import { siteExamples } from './site';
import type { Examples } from './types';

/** One valid call of every documented endpoint, keyed by path. */
export const allExamples: Examples = {
  ...siteExamples,
  ...portalExamples,
  ...companyExamples,
  ...accountExamples,
  ...shopExamples,
};
