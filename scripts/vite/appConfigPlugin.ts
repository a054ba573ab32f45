/**
 * Checks the deployment's `VITE_` variables once, when Vite resolves its configuration, and
 * hands the app the checked values as `virtual:app-config` (plain constants: no schema code
 * reaches the browser). A build stops here, naming every variable at fault, unless it is the
 * mock build; the dev server and the unit tests take the mock's addresses for what is missing.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { AppConfigError, readAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { MOCK_DOCS_PREFIX, WECHAT_QR_PATH } from '../../fixtures/mockAddresses.ts';

/** `vite build --mode mock`: the build served with the mock (browser tests, bench). */
export const MOCK_MODE = 'mock';

const MODULE_ID = 'virtual:app-config';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The mock stands in while developing, testing and in the mock build; never in another build. */
export function usesMock(config: Pick<ResolvedConfig, 'command' | 'mode'>): boolean {
  return config.command === 'serve' || config.mode === MOCK_MODE;
}

export interface AppConfigPlugin extends Plugin {
  api: {
    /** The checked configuration; only after Vite has resolved its own. */
    appConfig(): AppConfig;
  };
}

function explain(error: AppConfigError, mode: string): Error {
  const message = [
    `${error.message}`,
    `Set them in the environment or in .env.${mode} (every variable is described in .env.example;`,
    'the deployment in docs/deploy.md). To build against the mock instead (browser tests, bench),',
    `run \`vite build --mode ${MOCK_MODE}\`.`,
  ].join('\n');
  const explained = new Error(message);
  // The stack would only point into Vite's config loader.
  explained.stack = `${explained.name}: ${message}`;
  return explained;
}

export function appConfigPlugin(): AppConfigPlugin {
  let checked: AppConfig | undefined;
  const api = {
    appConfig(): AppConfig {
      if (!checked) throw new Error('app-config: the configuration is read when Vite resolves it');
      return checked;
    },
  };
  return {
    name: 'app-config',
    configResolved(config) {
      const mock = usesMock(config)
        ? { docSite: MOCK_DOCS_PREFIX, wechatQrPage: WECHAT_QR_PATH }
        : undefined;
      try {
        checked = readAppConfig(config.env, mock);
      } catch (error) {
        throw error instanceof AppConfigError ? explain(error, config.mode) : error;
      }
    },
    resolveId(id) {
      return id === MODULE_ID || id.startsWith(`${MODULE_ID}/`) ? `\0${id}` : undefined;
    },
    // One module per value behind the one the app imports, so that each value travels with the
    // code that uses it: the documentation sites stay out of the first load, the API base not.
    load(id) {
      if (id === RESOLVED_ID)
        return Object.keys(api.appConfig())
          .map((name) => `export { ${name} } from '${MODULE_ID}/${name}';`)
          .join('\n');
      if (!id.startsWith(`${RESOLVED_ID}/`)) return undefined;
      const name = id.slice(RESOLVED_ID.length + 1);
      const value = Object.entries(api.appConfig()).find(([key]) => key === name)?.[1];
      if (value === undefined) throw new Error(`app-config: no value ${name}`);
      return `export const ${name} = ${JSON.stringify(value)};`;
    },
    api,
  };
}
