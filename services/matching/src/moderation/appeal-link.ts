import { signPath, verifySignedPath } from '@wishlist/service-kit';
import { escape, plainPage } from '../core/plain-page.ts';
import type { MatchingWording } from '../core/words.ts';

const pathOf = (statementId: string) => `/api/statements/${statementId}/appeal-link`;

/** The signed path that appeals the decision without signing in, until it can no longer be appealed (SERVICE_TOKEN). */
export const appealPath = (statementId: string, key: string, until: Date) => signPath(pathOf(statementId), key, until);

/** Whether the link's query was signed for this statement's path and has not expired. */
export const isValidAppealLink = (
  statementId: string,
  query: { expires?: unknown; signature?: unknown },
  key: string,
) => verifySignedPath(pathOf(statementId), query, key);

/**
 * Shows the decision and asks; the button posts, so a prefetcher that opens the link appeals nothing. `restriction`
 * and `facts` are in the reader's words already (the moderator's facts as written, in their own direction).
 */
export const appealPage = (words: MatchingWording, action: string, restriction: string, facts: string) =>
  plainPage(
    words.t('appeal.page.title'),
    `<p><strong>${escape(restriction)}</strong></p>
<p>${escape(words.t('appeal.page.why', { facts: '\u0000' })).replace('\u0000', `<bdi>${escape(facts)}</bdi>`)}</p>
<p>${escape(words.t('appeal.page.again'))}</p>
<form method="post" action="${escape(action)}">
<label for="note">${escape(words.t('appeal.page.note'))}</label>
<textarea id="note" name="note" rows="4" maxlength="1000"></textarea>
<button type="submit">${escape(words.t('appeal.page.send'))}</button>
</form>`,
    words,
  );

export const appealSentPage = (words: MatchingWording) =>
  plainPage(words.t('appeal.page.sent.title'), `<p>${escape(words.t('appeal.page.sent.text'))}</p>`, words);

export const invalidAppealLinkPage = (words: MatchingWording) =>
  plainPage(words.t('appeal.page.invalid.title'), `<p>${escape(words.t('appeal.page.invalid.text'))}</p>`, words);
