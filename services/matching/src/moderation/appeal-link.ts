import { signPath, verifySignedPath } from '@wishlist/service-kit';
import { escape, plainPage } from '../core/plain-page.ts';

const pathOf = (statementId: string) => `/api/statements/${statementId}/appeal-link`;

/** The signed path that appeals the decision without signing in, until it can no longer be appealed (SERVICE_TOKEN). */
export const appealPath = (statementId: string, key: string, until: Date) => signPath(pathOf(statementId), key, until);

/** Whether the link's query was signed for this statement's path and has not expired. */
export const isValidAppealLink = (
  statementId: string,
  query: { expires?: unknown; signature?: unknown },
  key: string,
) => verifySignedPath(pathOf(statementId), query, key);

/** Shows the decision and asks; the button posts, so a prefetcher that opens the link appeals nothing. */
export const appealPage = (action: string, restriction: string, facts: string) =>
  plainPage(
    'Appeal this decision',
    `<p><strong>${escape(restriction)}</strong></p>
<p>Why: ${escape(facts)}</p>
<p>A moderator who did not take the decision will look at it again. Appealing is free.</p>
<form method="post" action="${escape(action)}">
<label for="note">Why is it wrong? (optional)</label>
<textarea id="note" name="note" rows="4" maxlength="1000"></textarea>
<button type="submit">Send appeal</button>
</form>`,
  );

export const appealSentPage = () =>
  plainPage(
    'Your appeal is waiting',
    '<p>A moderator who did not take the decision will decide it. We will e-mail you the outcome.</p>',
  );

export const invalidAppealLinkPage = () =>
  plainPage('This link does not work', '<p>It is not valid, or the decision can no longer be appealed.</p>');
