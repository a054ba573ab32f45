import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { MachineRoutes } from './machinePlaces';

/** The routes that run a machine, each a link into the app, or "every page". */
export function RoutesOfMachine({ routes }: { routes: MachineRoutes }) {
  if (routes === 'everyPage') return <Trans>every page</Trans>;
  return routes.map((route, index) => (
    <Fragment key={route}>
      {index > 0 ? ', ' : null}
      <Link to={route}>{route}</Link>
    </Fragment>
  ));
}
