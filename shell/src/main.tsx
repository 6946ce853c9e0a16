import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { env } from './config/env.ts';
import { registerServiceWorker } from './lib/service-worker/register.ts';

configureApiClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (env.serviceWorker) registerServiceWorker();
