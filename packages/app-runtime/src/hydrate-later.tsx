// Hydration in parts (docs/architecture.md, "Loading fast on a phone"). A part wrapped in HydrateLater is a Suspense
// boundary: React hydrates the page around it first and leaves the part's server markup on screen, then hydrates the
// parts in the background, yielding to the browser every few milliseconds (selective hydration), and at once the one
// a person touches. The root keeps its mark (#root[data-prerendered]) until the last part has hydrated: until then a
// tap is held and replayed once after (held-taps.ts), as it is before the app has started.
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

/** The parts not yet hydrated, counted on the root: each remote's bundle has its own copy of this module. */
const PARTS = 'data-hydrating-parts';

const pageRoot = () => (typeof document === 'undefined' ? null : document.getElementById('root'));

/**
 * Counts `added` parts to wait for (-1: one has hydrated); with none left, the page's hydration is over and the root
 * loses its mark.
 */
function wait(root: HTMLElement | null, added: number) {
  if (!root) return;
  const left = Number(root.getAttribute(PARTS)) + added;
  if (left > 0) return root.setAttribute(PARTS, String(left));
  root.removeAttribute(PARTS);
  root.removeAttribute('data-prerendered');
}

/**
 * A part's progress, counted by its effects only (a render React throws away counts nothing). During hydration the
 * part's own effect runs first, at the commit of the page around it, and its children's at a later one; otherwise
 * the children's run first (child effects before their parent's), and it has nothing to wait for.
 */
interface Part {
  waited: boolean;
  hydrated: boolean;
}

function waitFor(part: Part) {
  const root = pageRoot();
  if (part.hydrated || !root?.hasAttribute('data-prerendered')) return;
  part.waited = true;
  wait(root, 1);
}

function hydrated(part: Part) {
  part.hydrated = true;
  if (!part.waited) return;
  part.waited = false;
  wait(pageRoot(), -1);
}

/**
 * Hydrates `children` after the rest of the page, when the page is hydrating (React's own: a Suspense boundary met
 * while hydrating waits); renders them at once otherwise (on the server, and in every render after the first), with
 * `fallback` while they suspend. Every Suspense boundary a rendered page holds must be one of these: the parts inside
 * a plain one are met only once it hydrates, after the page's mark would be gone.
 */
export function HydrateLater({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const [part] = useState<Part>(() => ({ waited: false, hydrated: false }));
  useLayoutEffect(() => {
    waitFor(part);
    // A part removed before it hydrated (the person went elsewhere) is no longer waited for.
    return () => hydrated(part);
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      <Hydrated part={part}>{children}</Hydrated>
    </Suspense>
  );
}

function Hydrated({ part, children }: { part: Part; children: ReactNode }) {
  // Runs once the parts met inside these children have counted themselves (their effects run first).
  useLayoutEffect(() => hydrated(part), [part]);
  return children;
}

/**
 * The page's hydrated root (startApp, app-root.tsx): once React has hydrated everything outside the parts, the root
 * loses its mark unless parts wait (the last of them removes it then).
 */
export function PageHydration({ children }: { children: ReactNode }) {
  // Runs after every effect of the page's first commit, the parts' counts included.
  useLayoutEffect(() => {
    const root = pageRoot();
    if (root && !root.hasAttribute(PARTS)) root.removeAttribute('data-prerendered');
  }, []);
  return children;
}
