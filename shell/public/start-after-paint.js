// A prerendered page's start (pages/<screen>.guest.html and .user.html, see build/prerender.ts): once the page has
// been painted with its images (a photo is often its largest element), its code is preloaded all at once and the
// app starts, then hydrates the screen. Fetched and run before that, the code would compete with the page for a slow
// phone's bandwidth and CPU, and hold its first paint back. A photo still loading after two seconds holds it no longer.
const { app, preload } = document.currentScript.dataset;
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(app);
}
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
setTimeout(start, 2000);

// Until the app has hydrated the screen (#root loses data-prerendered), a tap on a control that needs it is held, then
// replayed on the same element, once, if it still is that control (hydration keeps the elements; a screen rendered
// afresh does not). Links navigate by themselves, and a form that posts (method="post") goes to the edge.
const root = document.getElementById('root');
const held = new Map();
const named = (control) => `${control.textContent}|${control.getAttribute('aria-label')}`;
addEventListener(
  'click',
  (event) => {
    const control = root.hasAttribute('data-prerendered') && event.target.closest?.('button,[role=button]');
    if (control && root.contains(control) && !(control.type === 'submit' && control.form?.method === 'post'))
      held.set(control, named(control));
  },
  true,
);
new MutationObserver((_, observer) => {
  if (root.hasAttribute('data-prerendered')) return;
  observer.disconnect();
  setTimeout(() => {
    for (const [control, name] of held) if (control.isConnected && named(control) === name) control.click();
  });
}).observe(root, { attributeFilter: ['data-prerendered'] });
