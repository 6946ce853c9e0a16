// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';

function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {name} {taps}
    </button>
  );
}

function Page({ inner = true }: { inner?: boolean }) {
  return (
    <main>
      <Counter name="top" />
      <HydrateLater>
        <Counter name="section" />
        {inner && (
          <HydrateLater>
            <Counter name="inner" />
          </HydrateLater>
        )}
      </HydrateLater>
    </main>
  );
}

/**
 * The page as the edge sends it (rendered, marked), then hydrated as startApp does: its first pass, then the end of
 * hydration unless parts wait (React, which these tests run, makes that pass when `act` ends; Preact at once).
 */
function hydrate(page: ReactElement) {
  document.body.innerHTML = `<div id="root" data-prerendered>${renderToString(page)}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  let app: Root | undefined;
  act(() => {
    app = hydrateRoot(root, page);
  });
  if (!root.hasAttribute('data-hydrating-parts')) root.removeAttribute('data-prerendered');
  return Object.assign(root, { app });
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('keeps the root marked until every part has hydrated, a part inside a part too', async () => {
    const root = hydrate(<Page />);
    // The first pass is over, the parts wait for their turns: the page is not all answering yet.
    expect(root.hasAttribute('data-prerendered')).toBe(true);

    await waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));
    expect(root.hasAttribute('data-hydrating-parts')).toBe(false);
    // Once the mark is gone, the innermost part answers: it was hydrated, not left as the server's markup.
    act(() => fireEvent.click(button('inner')));
    expect(button('inner').textContent).toBe('inner 1');
    expect(button('top').textContent).toBe('top 0');
  });

  it('ends hydration at once on a page with no parts', () => {
    const root = hydrate(<Counter name="only" />);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('lets a part removed before its turn end hydration all the same', () => {
    const root = hydrate(<Page />);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    act(() => root.app?.unmount());
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });
});
