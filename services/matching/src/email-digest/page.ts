// The plain pages of a digest's unsubscribe link: no app, no script, readable in any mail client's browser.
import { escape, plainPage as page } from '../core/plain-page.ts';

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
