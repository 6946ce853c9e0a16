import { startApp } from '@wishlist/mf-shared/app-root';
import { App } from './app/App.tsx';
import { env } from './config/env.ts';
import { registerServiceWorker } from './lib/service-worker/register.ts';

startApp(App);

if (env.serviceWorker) registerServiceWorker();
