import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { rootRoute } from './rootRoute';

/** Development tools; `import.meta.env.DEV` is false in a build, so none of this ships. */
export const devRoutes = import.meta.env.DEV
  ? [
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/__machines',
        staticData: { title: msg`State machines` },
        component: lazyScreen(
          'machineGallery',
          () => import('../features/machineGallery/MachineGalleryScreen'),
          'MachineGalleryScreen',
        ),
      }),
    ]
  : [];

/**
 * The development toolbar (docs/decisions.md "Development toolbar"), which src/main.tsx mounts
 * after the app; like the routes above, it and its texts are left out of a build.
 */
export const DevToolbar = import.meta.env.DEV
  ? lazyScreen('devToolbar', () => import('../features/devToolbar/DevToolbar'), 'DevToolbar')
  : null;
