// Web Push in the service worker: imported by the one vite-plugin-pwa generates (vite.config.ts, `importScripts`),
// so its caching stays as it is. A push's payload is `{ type, profileId, firstName, text? }` (README: "Notifications"),
// and to a person who chose a language other than English also `{ lang, dir, title, body }`, written by the server.

/** What each kind of push shows, and which screen a tap opens (@wishlist/app-runtime/screens). */
function notificationOf(push) {
  // A name is quoted, so it reads as a name and never as our words (the server sends it on one line).
  const name = typeof push.firstName === 'string' && push.firstName ? `“${push.firstName}”` : 'Someone';
  const conversation = `/matches/${encodeURIComponent(push.profileId ?? '')}`;
  switch (push.type) {
    case 'match':
      return {
        title: "It's a match!",
        body: `You and ${name} like each other.`,
        path: '/matches',
        tag: `match-${push.profileId}`,
      };
    case 'message':
      // The text only when the person chose previews (the server leaves it out otherwise).
      return {
        title: `New message from ${name}`,
        body: push.text ?? '',
        path: conversation,
        tag: `conversation-${push.profileId}`,
      };
    case 'reminder':
      return {
        title: `Your turn to reply to ${name}`,
        body: '',
        path: conversation,
        tag: `conversation-${push.profileId}`,
      };
    case 'like':
      return { title: `${name} likes you`, body: '', path: '/likes', tag: 'likes' };
    default:
      // A push must always show something (userVisibleOnly): an unknown kind says only that there is news.
      return { title: 'Wishlist', body: 'Something new is waiting for you.', path: '/matches', tag: 'wishlist' };
  }
}

function payloadOf(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return {};
  }
}

/** The server's words in the person's language when it wrote them; else the English ones here. */
function writtenOf(push, notification) {
  if (typeof push.title !== 'string' || typeof push.body !== 'string') return notification;
  return { ...notification, title: push.title, body: push.body, lang: push.lang, dir: push.dir };
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event);
  const { title, body, path, tag, lang, dir } = writtenOf(push, notificationOf(push));
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      ...(lang && { lang, dir }),
      tag, // a newer one of the same conversation replaces the last
      renotify: true,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { path },
    }),
  );
});

/**
 * Opens the screen in the app's window if one is open (it navigates inside the app, keeping its state; focusing
 * it is allowed only because the person tapped), else in a new one.
 */
async function openApp(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(path);
  open.postMessage({ type: 'open', path });
  return open.focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path;
  event.waitUntil(openApp(typeof path === 'string' && path.startsWith('/') ? path : '/app'));
});

/** The push service replaced or ended the subscription: subscribe again with the server's key and tell the server. */
async function resubscribe(event) {
  const config = await fetch('/api/push/config', { credentials: 'same-origin' });
  if (!config.ok) return; // signed out: the app subscribes again when the person turns notifications on
  const { vapidPublicKey } = await config.json();
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey }));
  await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (event.oldSubscription) {
    const endpoint = encodeURIComponent(event.oldSubscription.endpoint);
    await fetch(`/api/push/subscriptions?endpoint=${endpoint}`, { method: 'DELETE', credentials: 'same-origin' });
  }
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event));
});
