// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ComponentType, lazy, type ReactElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, PageHydration } from './hydrate-later.tsx';

function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {name} {taps}
    </button>
  );
}

/** A page with a part, and a part inside it whose counter is `Inner` (on the client, code that may not have arrived). */
function Page({ Inner = Counter }: { Inner?: ComponentType<{ name: string }> }) {
  return (
    <main>
      <Counter name="top" />
      <HydrateLater>
        <Counter name="section" />
        <HydrateLater>
          <Inner name="inner" />
        </HydrateLater>
      </HydrateLater>
    </main>
  );
}

/** The page as the edge sends it (rendered, marked, `server`), then hydrated as startApp does (`client`). */
function hydrate(server: ReactElement, client = server) {
  document.body.innerHTML = `<div id="root" data-prerendered>${renderToString(server)}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  let app: Root | undefined;
  act(() => {
    app = hydrateRoot(root, <PageHydration>{client}</PageHydration>);
  });
  return Object.assign(root, { app });
}

/** A counter whose code arrives once `arrive` is called. */
function arrivingCounter() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Inner = lazy(async () => {
    await arrived;
    return { default: Counter };
  });
  return { Inner, arrive };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('keeps the root marked until every part has hydrated, a part inside a part too', async () => {
    const { Inner, arrive } = arrivingCounter();
    const root = hydrate(<Page />, <Page Inner={Inner} />);
    // The section has hydrated, the part inside it waits for its code: the page is not all answering yet.
    expect(root.getAttribute('data-hydrating-parts')).toBe('1');
    expect(root.hasAttribute('data-prerendered')).toBe(true);

    await act(async () => arrive());
    await waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));
    expect(root.hasAttribute('data-hydrating-parts')).toBe(false);
    // Once the mark is gone, the innermost part answers: it was hydrated, not left as the server's markup.
    act(() => fireEvent.click(button('inner')));
    expect(button('inner').textContent).toBe('inner 1');
    expect(button('top').textContent).toBe('top 0');
  });

  it('ends hydration once every part has hydrated', () => {
    const root = hydrate(<Page />);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.hasAttribute('data-hydrating-parts')).toBe(false);
  });

  it('ends hydration at once on a page with no parts', () => {
    const root = hydrate(<Counter name="only" />);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('lets a part removed before it hydrated end hydration all the same', () => {
    const root = hydrate(<Page />, <Page Inner={arrivingCounter().Inner} />);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    act(() => root.app?.unmount());
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });
});
