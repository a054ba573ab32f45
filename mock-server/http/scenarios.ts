/**
 * Scenarios for testers: make the next calls answer with a transport error of
 * the catalogue, expire the caller's session, slow down, answer with no
 * records, never confirm a payment, or report stock 0. Set with
 * `POST /__mock/scenario` (global: every caller's next calls) or, for one
 * request only, with the query flag `?__scenario=<kind>` or the header
 * `X-Mock-Scenario: <kind>` (a browser test sets the header on its own pages,
 * so tests running in parallel are not affected). Every use is logged (the
 * terminal and `GET /__mock/scenario/log`), so a developer sees which call took it.
 */
import type { NextFunction, Request, Response } from 'express';
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { tokenOf, type Sessions } from './auth';
import { emptyAnswer } from './emptyAnswer';
import { inLanguageOf } from './language';

export const scenarioKinds = [
  'http401',
  'http404',
  'code10000',
  'code11000',
  'expireSession',
  'latency',
  'empty',
  'paymentNeverConfirms',
  'stockZero',
] as const;
export type ScenarioKind = (typeof scenarioKinds)[number];

/** Kinds that change an answer inside a handler rather than replacing it. */
const stateful: readonly ScenarioKind[] = ['paymentNeverConfirms', 'stockZero'];

export const scenarioRequest = z
  .object({
    kind: z.enum(scenarioKinds),
    /**
     * Only calls by this customer (username), so a test's scenario never reaches another test's
     * calls; the answer-replacing kinds only (docs/decisions.md "Mock workbench").
     */
    user: z.optional(z.string().check(z.maxLength(64))),
    /** How many matching calls it applies to; 0 = until cleared. */
    times: z.optional(z.int().check(z.gte(0), z.lte(1000))),
    /** Only calls whose path contains this text. */
    path: z.optional(z.string().check(z.maxLength(200))),
    /** Added latency for `latency`, in ms. */
    latencyMs: z.optional(z.int().check(z.gte(0), z.lte(30_000))),
  })
  .check(
    z.refine((request) => !request.user || !stateful.includes(request.kind), {
      message: 'paymentNeverConfirms and stockZero apply to every caller; leave user empty',
    }),
  );
export type ScenarioRequest = z.infer<typeof scenarioRequest>;

/**
 * What a scenario set without `times` or `latencyMs` gets: it applies to one call (the next
 * matching one, of any caller) and a `latency` scenario waits one second.
 */
export const SCENARIO_DEFAULTS = { times: 1, latencyMs: 1000 } as const;

export interface ActiveScenario {
  /** Counts up from 1 per mock app, so one scenario can be cleared by itself. */
  id: number;
  kind: ScenarioKind;
  remaining: number | null;
  path: string | undefined;
  /** The only customer whose calls it applies to; every caller when unset. */
  user: string | undefined;
  latencyMs: number;
}

/** One use of a scenario: which call took it, and how many uses were left after it. */
export interface ScenarioUse {
  at: string;
  kind: ScenarioKind;
  path: string;
  /** `null`: until cleared; a per-request flag has none left. */
  remaining: number | null;
}

/** The log keeps the latest uses only; the terminal has them all. */
const USE_LOG_SIZE = 50;

export interface Scenarios {
  set(request: ScenarioRequest): void;
  clear(): void;
  /** Clears one scenario; false when there is none with this id. */
  remove(id: number): boolean;
  list(): readonly ActiveScenario[];
  /** The latest uses, newest first. */
  uses(): readonly ScenarioUse[];
  /** For handlers: is a stateful scenario (stock 0, payment never confirms) on for this path? */
  isActive(kind: ScenarioKind, path: string): boolean;
  middleware(req: Request, res: Response, next: NextFunction): void;
}

export function createScenarios(
  sessions: Sessions,
  isApiPath: (path: string) => boolean,
  log: (line: string) => void,
  now: () => number,
): Scenarios {
  let active: ActiveScenario[] = [];
  let lastId = 0;
  const used: ScenarioUse[] = [];

  function record(scenario: Pick<ActiveScenario, 'kind' | 'remaining'>, path: string) {
    const use = {
      at: new Date(now()).toISOString(),
      kind: scenario.kind,
      path,
      remaining: scenario.remaining,
    };
    used.unshift(use);
    used.length = Math.min(used.length, USE_LOG_SIZE);
    const left = use.remaining === null ? 'until cleared' : `${use.remaining} left`;
    log(`scenario ${use.kind} used by ${path} (${left})`);
  }

  const matches = (scenario: ActiveScenario, path: string) =>
    !scenario.path || path.includes(scenario.path);

  function consume(scenario: ActiveScenario) {
    if (scenario.remaining === null) return;
    scenario.remaining -= 1;
    if (scenario.remaining <= 0) active = active.filter((candidate) => candidate !== scenario);
  }

  function take(req: Request, flag: unknown): ActiveScenario | undefined {
    const { path } = req;
    if (typeof flag === 'string' && (scenarioKinds as readonly string[]).includes(flag)) {
      const once = {
        id: 0,
        kind: flag as ScenarioKind,
        remaining: 0,
        path: undefined,
        user: undefined,
        latencyMs: SCENARIO_DEFAULTS.latencyMs,
      };
      record(once, path);
      return once;
    }
    const callerName = () => {
      const caller = sessions.callerOf(req);
      return caller.kind === 'user' ? caller.user.username : undefined;
    };
    const scenario = active.find(
      (candidate) =>
        !stateful.includes(candidate.kind) &&
        matches(candidate, path) &&
        (!candidate.user || candidate.user === callerName()),
    );
    if (scenario) {
      consume(scenario);
      record(scenario, path);
    }
    return scenario;
  }

  return {
    set(request) {
      lastId += 1;
      active.push({
        id: lastId,
        kind: request.kind,
        remaining: request.times === 0 ? null : (request.times ?? SCENARIO_DEFAULTS.times),
        path: request.path || undefined,
        user: request.user || undefined,
        latencyMs: request.latencyMs ?? SCENARIO_DEFAULTS.latencyMs,
      });
    },
    clear() {
      active = [];
    },
    remove(id) {
      const before = active.length;
      active = active.filter((scenario) => scenario.id !== id);
      return active.length < before;
    },
    list: () => active,
    uses: () => used,
    isActive(kind, path) {
      const scenario = active.find(
        (candidate) => candidate.kind === kind && matches(candidate, path),
      );
      if (scenario) {
        consume(scenario);
        record(scenario, path);
      }
      return Boolean(scenario);
    },
    middleware(req, res, next) {
      if (!isApiPath(req.path)) return next();
      const scenario = take(req, req.query.__scenario ?? req.get('x-mock-scenario'));
      if (!scenario) return next();
      switch (scenario.kind) {
        case 'http401':
          res.status(401).json({
            code: 401,
            msg: inLanguageOf(req, '登录已过期，请重新登录', 'Login expired, please log in again'),
          });
          return;
        case 'http404':
          res.status(404).json({ code: 404, msg: 'Not Found' });
          return;
        case 'code10000':
          res.json({
            code: 10000,
            msg: inLanguageOf(req, '操作失败（模拟）', 'Operation failed (simulated)'),
          });
          return;
        case 'code11000': {
          const caller = sessions.callerOf(req);
          const token =
            caller.kind === 'user'
              ? sessions.open(caller.user.id).id
              : randomBytes(24).toString('hex');
          res.json({ code: 11000, msg: token });
          return;
        }
        case 'expireSession': {
          const token = tokenOf(req);
          if (token) sessions.expire(token);
          return next();
        }
        case 'latency':
          setTimeout(next, scenario.latencyMs);
          return;
        case 'empty': {
          const send = res.json.bind(res);
          res.json = (body: unknown) => send(emptyAnswer(body));
          return next();
        }
        default:
          return next();
      }
    },
  };
}
