// A prerendered page's start (build/prerender.ts; docs/architecture.md, "Loading fast on a phone"): the app's code
// once the page is painted with its images, or after 2 s, so it does not hold the first paint back on a slow phone.
const { app, preload } = document.currentScript.dataset;
let started = false;
function start() {
  if (started) return;
  started = true;
  // A modulepreload link starts its fetch as it is added, which costs a slow phone milliseconds each: a few links per
  // task, so that a tap meanwhile is not kept waiting behind forty of them.
  const hrefs = preload.split(' ').filter(Boolean);
  const addSome = () => {
    for (const href of hrefs.splice(0, 2)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(addSome);
    else import(app);
  };
  addSome();
}
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
setTimeout(start, 2000);

// Taps on controls held until the app has hydrated (every part of it), then replayed once on the same control (same
// docs). A held tap goes no further meanwhile: a control whose part has hydrated already would act on it twice.
const root = document.getElementById('root');
const held = new Map();
const named = (el) => el.textContent + el.getAttribute('aria-label');
addEventListener(
  'click',
  (event) => {
    const el = root.hasAttribute('data-prerendered') && event.target.closest?.('button,[role=button]');
    if (el && root.contains(el) && !(el.type === 'submit' && el.form?.method === 'post')) {
      held.set(el, named(el));
      event.stopImmediatePropagation();
    }
  },
  true,
);
new MutationObserver((_, observer) => {
  if (root.hasAttribute('data-prerendered')) return;
  observer.disconnect();
  setTimeout(() => held.forEach((name, el) => el.isConnected && named(el) === name && el.click()));
}).observe(root, { attributeFilter: ['data-prerendered'] });
