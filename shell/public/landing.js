// The prerendered landing page's only script (a file: the Content-Security-Policy allows no inline script but the one
// that holds taps): someone signed in goes straight to Discover (spec §2), and the service worker is registered once
// the page has loaded (spec §1). The key is the session's (SESSION_STORAGE_KEY in @wishlist/app-runtime/session).
if (localStorage.getItem('wishlist-user')) location.replace('/app');
if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js'));
