// Work a person does not see at first (the service worker, the event stream, the match moment, warnings, the
// notifications' ask and taps) waits until the app has started and the page is idle: on a phone, every task before
// the first tap is a task that tap waits behind (docs/architecture.md, "Loading fast on a phone").
import { type ReactNode, useEffect, useState } from 'react';

/** How long the page may stay busy before the waiting work starts anyway. */
const AT_MOST_MS = 3000;

let started: Promise<void> | undefined;

/** Resolves once, when the page has loaded and the browser is first idle after that (at most 3 s later). */
export function afterStart(): Promise<void> {
  started ??= new Promise<void>((done) => {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => done(), { timeout: AT_MOST_MS })
        : setTimeout(done, AT_MOST_MS / 3);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  });
  return started;
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
