import { lazyDialog } from '../../../components/dialogs/lazyDialog';

/**
 * The search results dialog, loaded on its first opening with the dialog frame (one round trip, as
 * the frame alone took): the shops' first view shows no results, and the dialog brought the list
 * failure's notice and the content pages' list styles with it (docs/decisions.md, "First load").
 */
export const LazyProductResultsDialog = lazyDialog(() =>
  import('./ProductResultsDialog').then((module) => module.ProductResultsDialog),
);
