// The plain pages of a digest's unsubscribe link: no app, no script, readable in any mail client's browser, in the
// language of the browser that opens it.
import { escape, plainPage } from '../core/plain-page.ts';
import type { MatchingWording } from '../core/words.ts';

const page = (words: MatchingWording, title: string, text: string, extra = '') =>
  plainPage(title, `<p>${escape(text)}</p>\n${extra}${inTheApp(words)}`, words);

const inTheApp = (words: MatchingWording) => {
  const profile = `<a href="/profile">${escape(words.t('digest.page.profile'))}</a>`;
  // The catalogue's words are escaped around the link, which is ours.
  const [before = '', after = ''] = words.t('digest.page.inTheApp', { profile: '\u0000' }).split('\u0000');
  return `<p>${escape(before)}${profile}${escape(after)}</p>`;
};

/** Asks; the button posts what a mail client's one-click unsubscribe posts (RFC 8058), so opening changes nothing. */
export const confirmPage = (words: MatchingWording, action: string) =>
  page(
    words,
    words.t('digest.page.confirm.title'),
    words.t('digest.page.confirm.text'),
    `<form method="post" action="${escape(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escape(words.t('digest.page.confirm.button'))}</button>
</form>
`,
  );

export const unsubscribedPage = (words: MatchingWording) =>
  page(words, words.t('digest.page.done.title'), words.t('digest.page.done.text'));

export const invalidLinkPage = (words: MatchingWording) =>
  page(words, words.t('digest.page.invalid.title'), words.t('digest.page.invalid.text'));
