import { lazy } from 'react';
import { createRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../i18n/activateLocale';
import { lazyScreen } from './lazyScreen';
import { rootRoute } from './rootRoute';
import { machinePageSearch } from '../features/machineInspector/machinePage/machinePageSearch';
import { liveViewTitle } from '../features/machineInspector/live/liveViewTitle';
import { machineIndexTitle, machinePageTitle } from '../features/machineInspector/inspectorTitles';

/** Development tools; `import.meta.env.DEV` is false in a build, so none of this ships. */
export const devRoutes = import.meta.env.DEV
  ? [
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/__machines',
        staticData: { title: machineIndexTitle, development: true },
        component: lazyScreen(
          'machineInspector',
          () => import('../features/machineInspector/index/MachineIndexScreen'),
          'MachineIndexScreen',
        ),
      }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/__machines/$machineId',
        staticData: { title: machinePageTitle, development: true },
        validateSearch: machinePageSearch,
        component: lazyScreen(
          'machineInspector',
          () => import('../features/machineInspector/machinePage/MachinePage'),
          'MachinePage',
        ),
      }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/__machines/live',
        staticData: { title: liveViewTitle, development: true },
        component: lazyScreen(
          'machineInspector',
          () => import('../features/machineInspector/live/LiveViewScreen'),
          'LiveViewScreen',
        ),
      }),
    ]
  : [];

/**
 * The development toolbar (docs/decisions.md "Development toolbar"), which src/main.tsx mounts
 * after the app; like the routes above, it and its texts are left out of a build. Outside the
 * router, so React's own `lazy` loads it, with its feature's texts.
 */
export const DevToolbar = import.meta.env.DEV
  ? lazy(() =>
      Promise.all([
        import('../features/devToolbar/DevToolbar'),
        loadScreenMessages('devToolbar'),
      ]).then(([module]) => ({ default: module.DevToolbar })),
    )
  : null;
