/** Options of the mock, from the command line (`--seed N --data-dir DIR`) and the environment. */
import { DEFAULT_SEED } from '../fixtures/seed';

export interface MockOptions {
  /** Seed of the generated content and of the initial state. */
  seed: number;
  /** Where the state is persisted; `null` keeps it in memory only (tests). */
  dataDir: string | null;
  /** How long a login token lives (default two hours, like the access_token cookie). */
  tokenTtlMs: number;
  /** When set, a wallet payment confirms itself this long after WXPAY. */
  autopayMs: number | null;
  /** The app's own origin, the only one allowed by CORS (standalone mode). */
  allowedOrigins: readonly string[];
  /** Print verification codes and other dev events. */
  log: (line: string) => void;
}

export const DEFAULT_DATA_DIR = '.mock-data';
export const DEFAULT_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

function numberFrom(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function flag(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

export function resolveOptions(
  overrides: Partial<MockOptions> = {},
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): MockOptions {
  return {
    seed: numberFrom(flag(argv, '--seed')) ?? numberFrom(env.MOCK_SEED) ?? DEFAULT_SEED,
    dataDir: flag(argv, '--data-dir') ?? env.MOCK_DATA_DIR ?? DEFAULT_DATA_DIR,
    tokenTtlMs: numberFrom(env.MOCK_TOKEN_TTL_MS) ?? DEFAULT_TOKEN_TTL_MS,
    autopayMs: numberFrom(env.MOCK_AUTOPAY_MS),
    allowedOrigins: [
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    ],
    log: (line) => console.log(`[mock] ${line}`),
    ...overrides,
  };
}
