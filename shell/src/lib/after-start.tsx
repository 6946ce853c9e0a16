// Work a person does not see at first (the service worker, the event stream, the match moment, warnings, the
// notifications' ask and taps) waits until the app has started and the page is idle: on a phone, every task before
// the first tap is a task that tap waits behind (docs/architecture.md, "Loading fast on a phone").
import { type ReactNode, useEffect, useState } from 'react';

/** How long the page may stay busy before the waiting work starts anyway. */
const AT_MOST_MS = 3000;

let loadedAndIdle: Promise<void> | undefined;

/** The browser's next idle moment, at most `AT_MOST_MS` away. */
const idle = () =>
  new Promise<void>((done) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => done(), { timeout: AT_MOST_MS })
      : setTimeout(done, AT_MOST_MS / 3),
  );

/**
 * Resolves when the page has loaded and the browser has been idle after that (each wait at most 3 s). Each caller
 * gets an idle moment of its own: the jobs waiting for this run one per task, so a tap is answered between them.
 */
export function afterStart(): Promise<void> {
  loadedAndIdle ??= new Promise<void>((loaded) => {
    if (document.readyState === 'complete') loaded();
    else addEventListener('load', () => loaded(), { once: true });
  }).then(idle);
  return loadedAndIdle.then(idle);
}

/** Renders its children from the page's first idle moment on (afterStart), nothing before. */
export function AfterStart({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterStart().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? children : null;
}
