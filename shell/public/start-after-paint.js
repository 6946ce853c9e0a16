// A prerendered page's start (pages/<screen>.guest.html, see build/prerender.ts): the app's code runs after the
// page's first paint, so the screen shows at once and the app then hydrates it. Run as the page's own module
// script, that code could run before anything was painted, and hold the paint back.
const app = document.currentScript.dataset.app;
requestAnimationFrame(() => setTimeout(() => import(app)));
