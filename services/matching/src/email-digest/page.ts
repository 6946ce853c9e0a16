// The plain pages of a digest's unsubscribe link: no app, no script, readable in any mail client's browser.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Wishlist</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #2a2230; }
  button { font: inherit; min-height: 44px; padding: 0 1.25rem; border: 0; border-radius: 999px; background: #d6225a; color: #fff; }
  a { color: #d6225a; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;

const inTheApp = '<p>You can change it in the app: <a href="/profile">My Profile</a>, Notifications.</p>';

/** Asks; the button posts what a mail client's one-click unsubscribe posts (RFC 8058), so opening changes nothing. */
export const confirmPage = (action: string) =>
  page(
    'Stop the e-mail digest?',
    `<p>Wishlist mails you at most once a day about messages you have not read for 12 hours.</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Turn off the e-mail digest</button>
</form>
${inTheApp}`,
  );

export const unsubscribedPage = () =>
  page('E-mail digest turned off', `<p>We won't e-mail you about unread messages any more.</p>\n${inTheApp}`);

export const invalidLinkPage = () =>
  page('This link does not work', `<p>It is not valid or has expired.</p>\n${inTheApp}`);
