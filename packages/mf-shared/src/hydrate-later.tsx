// Hydration in parts (docs/architecture.md, "Loading fast on a phone"): Preact hydrates a page's whole tree in one
// task, which on a slow phone holds a tap back for hundreds of milliseconds. A part wrapped in HydrateLater suspends
// during that first pass: Preact keeps its server-rendered element as it is (on screen, unchanged) and hydrates it
// in a task of its own right after, one part per task, so a tap meanwhile is answered in between.
import { type ReactNode, Suspense, useState } from 'react';

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/**
 * Whether the app is hydrating its first render: startApp (app-root.tsx) removes the root's mark once that first,
 * synchronous pass is over. Read through the page, not module state: each remote's bundle has its own copy of this.
 */
function hydratingFirstRender(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;
}

/** A task of its own for each part: they resume in the order they were met. */
function nextTurn(): Turn {
  const turn: Turn = { done: false, promise: Promise.resolve() };
  turn.promise = new Promise((resume) =>
    setTimeout(() => {
      turn.done = true;
      resume();
    }),
  );
  return turn;
}

/**
 * Hydrates `children` in a later task than the rest of the page, when the page is hydrating; renders them at once
 * otherwise (on the server, and in every render after the first). They are wrapped in one `display: contents`
 * element, on the server too: the element Preact keeps in place while it waits.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Held here, by a component that never suspends, so the part's wait survives its own retry.
  const [turn] = useState(() => (hydratingFirstRender() ? nextTurn() : null));
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

function AfterTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  // One element whatever the children render (none, one or several), boxless: the layout is theirs.
  return <div style={{ display: 'contents' }}>{children}</div>;
}
