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
