import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { loadIconsOnDemand } from './app/icons';
import { createGatewayLink } from './app/links/httpLink';
import { registerWorker, UpdatePrompt } from './app/pwa';
import { createRuntime } from './app/runtime';
import { appRoutes } from './routes';

const iconsLoaded = loadIconsOnDemand();
const runtime = createRuntime({ terminating: createGatewayLink(), storage: window.localStorage });
const router = createBrowserRouter(appRoutes(runtime));
runtime.setNavigator((to) => void router.navigate(to));
const updates = registerWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The first draw waits for the common icons (the router loads the route's chunks meanwhile), so that it draws them.
void iconsLoaded.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <RouterProvider router={router} />
        <UpdatePrompt updates={updates} />
      </AppProviders>
    </StrictMode>,
  ),
);
