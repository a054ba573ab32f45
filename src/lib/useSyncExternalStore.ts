/**
 * What `use-sync-external-store/shim` resolves to (see the alias in vite.config.ts): React 19's
 * own hook, instead of the pre-18 fallback that XState's React bindings would otherwise bundle.
 */
export { useSyncExternalStore } from 'react';
