import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { integer, optionalId, presence, query } from '../lib/queryFields';
import { rootRoute } from './rootRoute';

const programmeData = () => import('../features/programmes/loaders');

const cooperationQuery = query({ succs: presence, page: integer(1) });

export const cooperationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cooperation',
  staticData: { title: msg`Cooperation and ecology` },
  validateSearch: cooperationQuery,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => (await programmeData()).loadCooperation(deps.page),
  component: lazyScreen(
    'programmes',
    () => import('../features/programmes/cooperation/CooperationScreen'),
    'CooperationScreen',
  ),
});

export const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent',
  staticData: { title: msg`Agent programme` },
  loader: async () => (await programmeData()).loadAgentPage(),
  component: lazyScreen(
    'programmes',
    () => import('../features/programmes/agent/AgentScreen'),
    'AgentScreen',
  ),
});

export const incubatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/incubator',
  staticData: { title: msg`Incubators` },
  loader: async () => (await programmeData()).loadIncubators(),
  component: lazyScreen(
    'programmes',
    () => import('../features/programmes/incubator/IncubatorScreen'),
    'IncubatorScreen',
  ),
});

const contractQuery = query({ incubatorId: optionalId });

export const contractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contract',
  staticData: { title: msg`Apply for certification` },
  validateSearch: contractQuery,
  loaderDeps: ({ search }) => ({ incubatorId: search.incubatorId }),
  loader: async ({ deps }) => (await programmeData()).loadContractData(deps.incubatorId),
  component: lazyScreen(
    'programmes',
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
    'programmes',
    () => import('../features/programmes/application/ApplyAgentScreen'),
    'ApplyAgentScreen',
  ),
});

/** Real-name authentication (docs/decisions/programmes-screens.md). */
export const realNameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/realName',
  staticData: { title: msg`Real-name authentication` },
  component: lazyScreen(
    'programmes',
    () => import('../features/programmes/realName/RealNameScreen'),
    'RealNameScreen',
  ),
});
