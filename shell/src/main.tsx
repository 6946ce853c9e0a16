import { startApp } from '@wishlist/mf-shared/app-root';
import { getSessionUser } from '@wishlist/mf-shared/session';
import { App } from './app/App.tsx';
import { preloadScreen } from './app/AppRoutes.tsx';
import { env } from './config/env.ts';
import { registerServiceWorker } from './lib/service-worker/register.ts';
import { noteTypedInput } from './lib/typed-before-start.ts';

// A guest page shows its screen as a guest sees it. Someone the app takes for signed in (their user stored, their
// session cookie gone) gets the app rendered afresh instead, which moves them on as it would anyone signed in.
if (getSessionUser()) document.getElementById('root')?.removeAttribute('data-prerendered');

// A prerendered page shows its screen already: the app renders over it once that screen's code is here, keeping
// what was typed meanwhile. (Not a top-level await: one in the entry splits the app's start-up into many more files.)
void preloadScreen(window.location.pathname).then(() => {
  noteTypedInput();
  startApp(App);
});

if (env.serviceWorker) registerServiceWorker();
