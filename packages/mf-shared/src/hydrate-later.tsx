// Hydration in parts (docs/architecture.md, "Loading fast on a phone"): Preact hydrates a page's whole tree in one
// task, which on a slow phone holds a tap back for hundreds of milliseconds. A part wrapped in HydrateLater suspends
// during that first pass: Preact keeps its server-rendered element as it is (on screen, unchanged) and hydrates it
// in a task of its own right after, one part per task, so a tap meanwhile is answered in between. A part inside a
// part gets a task of its own too. The root keeps its mark (#root[data-prerendered]) until the last part has
// hydrated: until then not every control answers, and a tap is held (shell/public/start-after-paint.js).
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

interface Turn {
  done: boolean;
  /** Counted among the parts the page's hydration waits for (until hydrated, or removed before its turn). */
  waited: boolean;
  promise: Promise<void>;
}

/** The parts not yet hydrated, counted on the root: each remote's bundle has its own copy of this module. */
const PARTS = 'data-hydrating-parts';

const pageRoot = () => (typeof document === 'undefined' ? null : document.getElementById('root'));

/**
 * Counts `added` parts to wait for (-1: one has hydrated); with none left, the page's hydration is over and the root
 * loses its mark (startApp, app-root.tsx, removes it after the first pass when no part waits).
 */
function wait(root: HTMLElement | null, added: number) {
  if (!root) return;
  const left = Number(root.getAttribute(PARTS)) + added;
  if (left > 0) return root.setAttribute(PARTS, String(left));
  root.removeAttribute(PARTS);
  root.removeAttribute('data-prerendered');
}

/** A task of its own for each part, when the page is hydrating: they resume in the order they were met. */
function nextTurn(): Turn | null {
  const root = pageRoot();
  if (!root?.hasAttribute('data-prerendered')) return null;
  wait(root, 1);
  const turn = { done: false, waited: true } as Turn;
  turn.promise = new Promise((resume) =>
    setTimeout(() => {
      turn.done = true;
      resume();
    }),
  );
  return turn;
}

function hydrated(turn: Turn | null) {
  if (!turn?.waited) return;
  turn.waited = false;
  wait(pageRoot(), -1);
}

/**
 * Hydrates `children` in a later task than the rest of the page, when the page is hydrating; renders them at once
 * otherwise (on the server, and in every render after the first). They are wrapped in one `display: contents`
 * element, on the server too: the element Preact keeps in place while it waits.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Held here, by a component that never suspends, so the part's wait survives its own retry.
  const [turn] = useState(nextTurn);
  // A part removed before its turn (the person went elsewhere) is no longer waited for.
  useLayoutEffect(() => () => hydrated(turn), [turn]);
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

function AfterTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return <Hydrated turn={turn}>{children}</Hydrated>;
}

function Hydrated({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // Runs once the parts met inside these children have counted themselves (they mount first).
  useLayoutEffect(() => hydrated(turn), [turn]);
  // One element whatever the children render (none, one or several), boxless: the layout is theirs.
  return <div style={{ display: 'contents' }}>{children}</div>;
}
