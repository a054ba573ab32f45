import { lazyRouteComponent } from '@tanstack/react-router';
import { loadScreenMessages } from '../i18n/activateLocale';

/**
 * A code-split screen beyond the landing page: it renders once its chunk and the screens'
 * texts (the `screens` catalog, not part of the first load) have both arrived.
 */
export function lazyScreen<T extends Record<string, unknown>, TKey extends keyof T>(
  importer: () => Promise<T>,
  exportName: TKey,
) {
  return lazyRouteComponent(
    () => Promise.all([importer(), loadScreenMessages()]).then(([module]) => module),
    exportName,
  );
}
