import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { rootRoute } from './rootRoute';

// Ids are text; a number (from a link built in code) is accepted too.
const optionalId = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

// `succs` selects the success cases tab whatever its value (`succs=true`, `succs=1`, `succs`).
const presence = z.catch(z.optional(z.union([z.string(), z.number(), z.boolean()])), undefined);

const pageNumber = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined);

const programmeData = () => import('../features/programmes/loaders');

export const cooperationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cooperation',
  staticData: { title: msg`Cooperation and ecology` },
  validateSearch: z.object({ succs: presence, page: pageNumber }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => (await programmeData()).loadCooperation(deps.page),
  component: lazyScreen(
    () => import('../features/programmes/cooperation/CooperationScreen'),
    'CooperationScreen',
  ),
});

export const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent',
  staticData: { title: msg`Agent programme` },
  loader: async () => (await programmeData()).loadAgentBanner(),
  component: lazyScreen(() => import('../features/programmes/agent/AgentScreen'), 'AgentScreen'),
});

export const incubatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/incubator',
  staticData: { title: msg`Incubators` },
  loader: async () => (await programmeData()).loadIncubators(),
  component: lazyScreen(
    () => import('../features/programmes/incubator/IncubatorScreen'),
    'IncubatorScreen',
  ),
});

export const contractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contract',
  staticData: { title: msg`Apply for certification` },
  validateSearch: z.object({ incubatorId: optionalId }),
  loaderDeps: ({ search }) => ({ incubatorId: search.incubatorId }),
  loader: async ({ deps }) => (await programmeData()).loadContractData(deps.incubatorId),
  component: lazyScreen(
    () => import('../features/programmes/application/ContractScreen'),
    'ContractScreen',
  ),
});

export const applyAgentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applyAgent',
  staticData: { title: msg`Apply for an agency contract` },
  loader: async () => (await programmeData()).loadApplicationData(),
  component: lazyScreen(
    () => import('../features/programmes/application/ApplyAgentScreen'),
    'ApplyAgentScreen',
  ),
});

/** Real-name authentication: the shell's "upload" target (docs/decisions/programmes-screens.md). */
export const realNameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/updView',
  staticData: { title: msg`Real-name authentication` },
  component: lazyScreen(
    () => import('../features/programmes/realName/RealNameScreen'),
    'RealNameScreen',
  ),
});

/** The programme screens' routes; each screen is loaded lazily in its own chunk. */
export const programmeRoutes = [
  cooperationRoute,
  agentRoute,
  incubatorRoute,
  contractRoute,
  applyAgentRoute,
  realNameRoute,
] as const;
