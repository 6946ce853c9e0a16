import type { components } from '@wishlist/contract/schema';

type StatementMail = components['schemas']['StatementMail'];
type Appeal = NonNullable<StatementMail['statement']['appeal']>;

const OUTCOMES: Record<Appeal['status'], string> = {
  pending: 'Your appeal is waiting for a moderator who did not take the decision.',
  upheld: 'Your appeal was decided: the decision stands.',
  reversed: 'Your appeal was decided: the decision is reversed, and what it took is given back.',
};

/** How to appeal, or where the appeal stands. */
function appealText({ statement, appealPath }: StatementMail, linkTo: (path: string) => string): string {
  const { appeal } = statement;
  if (appeal)
    return `${OUTCOMES[appeal.status]}${appeal.decision ? `\nThe moderator's reason: ${appeal.decision}` : ''}`;
  return (
    `To appeal (free, until ${statement.appealUntil.slice(0, 10)}), open this link; it works without signing in:\n\n` +
    `${linkTo(appealPath)}\n\nA moderator who did not take the decision will decide your appeal.`
  );
}

/**
 * The statement of reasons as a mail: what was restricted and for how long, the facts, whether automated, the rule,
 * and how to appeal (or, once decided, the appeal's outcome).
 */
export function statementMail(mail: StatementMail, linkTo: (path: string) => string) {
  const { statement } = mail;
  const decided = statement.appeal && statement.appeal.status !== 'pending';
  return {
    subject: decided ? 'Your Wishlist appeal was decided' : 'A decision about your Wishlist account',
    text:
      `${statement.restriction}\n\n` +
      `Why: ${statement.facts}\n\n` +
      `Rule of our Terms: ${statement.rule} (${linkTo(`/terms#${statement.rule}`)})\n` +
      `Automated means: ${statement.automated ? 'yes, automated means were used' : 'no, a moderator decided'}\n` +
      `Decided on: ${statement.issuedAt.slice(0, 10)}\n\n` +
      `${appealText(mail, linkTo)}\n`,
  };
}
