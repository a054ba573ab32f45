import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { activateLocale } from './i18n/activateLocale';
import { storedLocale } from './lib/storage';
import { createAppRouter } from './app/router';
import { loadSearchSchemas } from './routes/lazySearch';
import { SessionProvider } from './session/SessionProvider';
import './styles/global.css';

const router = createAppRouter();

/** A deep link's route checks its query as soon as it matches: have the schemas by then. */
function searchSchemasForStart(): Promise<void> {
  const path = router.latestLocation.pathname as keyof typeof router.routesByPath;
  if (!router.routesByPath[path]?.options.validateSearch) return Promise.resolve();
  // A failed download is tried again by the root route (src/routes/lazySearch.ts).
  return loadSearchSchemas().catch(() => undefined);
}

async function start() {
  await Promise.all([activateLocale(storedLocale()), searchSchemasForStart()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SessionProvider router={router}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
