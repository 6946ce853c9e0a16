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
