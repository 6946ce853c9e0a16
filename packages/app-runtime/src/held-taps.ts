// Taps on a prerendered page's controls (#root[data-prerendered]) held until the app has hydrated every part of it,
// then replayed once on the same control (docs/architecture.md, "Loading fast on a phone"). A held tap goes no
// further meanwhile: a control whose part has hydrated already would act on it twice. A form that posts goes to the
// edge instead (services/edge/src/form-posts.ts).
//
// Inline at the top of the page (shell/build/prerender.ts), so that it listens before anything on the page can be
// tapped: as a file of its own it came after the paint, and a quick tap on a slow network went nowhere. The edge's
// Content-Security-Policy allows it by its hash (services/edge/src/security-headers.ts), so it is a fixed text.
export const HELD_TAPS_SCRIPT = `(() => {
  const held = new Map();
  const named = (el) => el.textContent + el.getAttribute('aria-label');
  const replay = () => {
    held.forEach((name, el) => el.isConnected && named(el) === name && el.click());
    held.clear();
  };
  addEventListener('click', (event) => {
    const root = document.getElementById('root');
    const el = root?.hasAttribute('data-prerendered') && event.target.closest?.('button,[role=button]');
    if (!el || !root.contains(el) || (el.type === 'submit' && el.form?.method === 'post')) return;
    if (held.size === 0)
      new MutationObserver((_, observer) => {
        if (root.hasAttribute('data-prerendered')) return;
        observer.disconnect();
        setTimeout(replay);
      }).observe(root, { attributeFilter: ['data-prerendered'] });
    held.set(el, named(el));
    event.stopImmediatePropagation();
  }, true);
})();`;
