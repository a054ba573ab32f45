/** What `npm run dev` and `npm run mock` print once listening: where everything is, and who to log in as. */
import { DEMO_PASSWORD, DEMO_USERNAME } from '../fixtures/account/demoUser.ts';
import { WORKBENCH_PATH } from './workbench/paths.ts';

/** The lines for a server at `origin` (`http://host:port`); `withApp` when the app is served too. */
export function startBanner(origin: string, withApp: boolean): string[] {
  return [
    ...(withApp ? [`  app              ${origin}/#/homePage`] : []),
    `  demo user        ${DEMO_USERNAME} / ${DEMO_PASSWORD}`,
    `  control page     ${origin}${WORKBENCH_PATH}  (codes, scenarios, customers, orders, reset)`,
    ...(withApp
      ? [`  state machines   ${origin}/#/__machines`, '  another port     npm run dev -- --port N']
      : ['  another port     PORT=N npm run mock']),
  ];
}
