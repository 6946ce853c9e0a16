// A prerendered page's start (pages/<screen>.guest.html, see build/prerender.ts): once the page has been painted, its
// code is preloaded all at once and the app starts, then hydrates the screen. Fetched and run before that, the code
// would compete with the page for a slow phone's bandwidth and CPU, and hold its first paint back.
const { app, preload } = document.currentScript.dataset;
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(app);
  }),
);
