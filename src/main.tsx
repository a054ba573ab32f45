import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { activateLocale } from './i18n/activateLocale';
import { storedLocale } from './lib/storage';
import { createAppRouter } from './app/router';
import { SessionProvider } from './session/SessionProvider';
import { DevToolbar } from './routes/devRoutes';
import { startLiveReporter } from './lib/liveInspection/startLiveReporter';
import './styles/global.css';

// Before any machine starts, so the live view (#/__machines/live) sees every actor from its start.
if (import.meta.env.DEV) startLiveReporter();

const router = createAppRouter();

async function start() {
  await activateLocale(storedLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SessionProvider router={router}>
          <RouterProvider router={router} />
          {DevToolbar ? (
            <Suspense fallback={null}>
              <DevToolbar />
            </Suspense>
          ) : null}
        </SessionProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
