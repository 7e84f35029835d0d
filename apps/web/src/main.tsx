import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { seedLandingData } from './features/events/api/landing-data.ts';
import { reloadOnceForNewBuild } from './lib/reload-for-new-build.ts';
import { isAdminPath, registerServiceWorker } from './lib/service-worker.ts';

// zod probes `new Function` unless told it is jitless, and the CSP (no 'unsafe-eval') reports that probe as a
// violation. zod reads this global when its chunk loads with the first form, so the entry needs no zod import.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

reloadOnceForNewBuild();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

const queryClient = createQueryClient();
seedLandingData(queryClient);

const reactRoot = createRoot(root);
// As a transition React renders the first screen in short slices, so a slow phone stays responsive meanwhile.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});

if (isAdminPath(window.location.pathname)) registerServiceWorker();
