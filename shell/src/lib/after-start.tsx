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

/** The page has loaded and the browser has been idle since (at most 3 s later). */
function firstIdle(): Promise<void> {
  loadedAndIdle ??= new Promise<void>((loaded) => {
    if (document.readyState === 'complete') loaded();
    else addEventListener('load', () => loaded(), { once: true });
  }).then(idle);
  return loadedAndIdle;
}

/**
 * Resolves at an idle moment of its own after the first one (at most 3 s later): the jobs waiting for this (the
 * service worker's registration, the stored-session check) run one per task, after what AfterStart renders, so a tap
 * is answered between any two of them.
 */
export function afterStart(): Promise<void> {
  return firstIdle().then(idle);
}

/**
 * Renders its children from the page's first idle moment on, nothing before: what a signed-in person is told live
 * (the event stream and the match moment) starts then, ahead of the jobs waiting for afterStart.
 */
export function AfterStart({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstIdle().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? children : null;
}
