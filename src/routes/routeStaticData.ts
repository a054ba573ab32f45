/**
 * What a route declares besides the router's own options (`staticData`), typed once for the app's
 * router (src/app/router.ts) and for the scripts that read the declarations in Node
 * (scripts/routes/routeDeclarations.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { DeclaredEarlyCall } from '../api/contract/earlyCall';

/** How a route declares itself one of the bench's key routes (scripts/bench/routes.ts). */
export interface KeyRouteMark {
  /** Short, stable name used in the bench's reports and its `--routes` option. */
  name: string;
  /** The landing page, whose first-load JS has the tighter budget. */
  landing?: true;
}

export interface RouteStaticData {
  /** The page title, translated through the catalogs (spec: a zh and an en title per route). */
  title?: MessageDescriptor;
  /** Spec §2.2: not shown without a login token (src/session/protectedRoutes.ts). */
  login?: true;
  /** A development tool's route: not in a build (src/routes/devRoutes.ts). */
  development?: true;
  /** The public calls its first view makes, which the HTML makes early (earlyCall.ts). */
  early?: readonly DeclaredEarlyCall[];
  /** A route the bench measures (scripts/bench/routes.ts). */
  keyRoute?: KeyRouteMark;
  /** Another address of the route at this path, which it redirects to. */
  aliasOf?: string;
}
