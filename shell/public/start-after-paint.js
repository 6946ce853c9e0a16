// A prerendered page's start (pages/<screen>.guest.html and .user.html, see build/prerender.ts): once the page has
// been painted with its images (a photo is often its largest element), its code is preloaded all at once and the
// app starts, then hydrates the screen. Fetched and run before that, the code would compete with the page for a slow
// phone's bandwidth and CPU, and hold its first paint back. A photo still loading after two seconds holds it no longer.
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
