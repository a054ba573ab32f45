import { lazyRouteComponent } from '@tanstack/react-router';
import { loadScreenMessages } from '../i18n/activateLocale';

/**
 * A code-split screen beyond the landing page: it renders once its chunk and its feature's texts
 * (`feature` is the folder under src/features/ the screen comes from; the build checks it) have
 * both arrived.
 */
export function lazyScreen<T extends Record<string, unknown>, TKey extends keyof T>(
  feature: string,
  importer: () => Promise<T>,
  exportName: TKey,
) {
  const component = lazyRouteComponent(
    () => Promise.all([importer(), loadScreenMessages(feature)]).then(([module]) => module),
    exportName,
  );
  // Read by the build, which preloads the texts with the screen (scripts/vite/routePreload.ts).
  return Object.assign(component, { screenTexts: feature });
}
