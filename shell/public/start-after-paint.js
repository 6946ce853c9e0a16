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
