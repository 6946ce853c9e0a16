import { startApp } from '@wishlist/app-runtime/app-root';
import { adoptPageLocale } from '@wishlist/app-runtime/locale';
import { App } from './app/App.tsx';
import { preloadScreen } from './app/AppRoutes.tsx';
import { env } from './config/env.ts';
import { shellCatalogue } from './i18n.ts';
import { afterStart } from './lib/after-start.tsx';
import { noteTypedInput } from './lib/typed-before-start.ts';

// A prerendered page shows its screen already: the app renders over it once that screen's code is here, keeping what
// was typed meanwhile (whether it keeps the screen at all: adoptPrerenderedScreen, in App.tsx). (Not a top-level
// await: one in the entry splits the app's start-up into many more files.)
const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered') === true;
// The shell's catalogue in the page's language (decided now, as startApp will) loads meanwhile: English is bundled.
const loads = [preloadScreen(window.location.pathname, prerendered), shellCatalogue.load(adoptPageLocale(prerendered))];
void Promise.all(loads).then(() =>
  // A task of its own: the first render is the longest piece of the start-up, and a phone stays responsive between.
  setTimeout(() => {
    noteTypedInput();
    startApp(App);
  }),
);

// The service worker and its precache (its registration's code too) wait for the page's first idle moment.
if (env.serviceWorker)
  void afterStart()
    .then(() => import('./lib/service-worker/register.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
