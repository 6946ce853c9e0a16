import type { components } from '@wishlist/contract/schema';

type Statement = components['schemas']['Statement'];

/** Those who can no longer sign in appeal through the contact page, quoting the decision's number. */
const SIGNED_OUT = new Set<Statement['action']>(['ban', 'suspend']);

/** How to appeal, for a person who can sign in or cannot. */
function howToAppeal(statement: Statement, linkTo: (path: string) => string): string {
  const until = statement.appealUntil.slice(0, 10);
  if (SIGNED_OUT.has(statement.action))
    return (
      `To appeal (free, until ${until}), write to us at ${linkTo('/contact')} from this address, quoting ` +
      `decision ${statement.id}. A moderator who did not take the decision will decide your appeal.`
    );
  return (
    `To appeal (free, until ${until}), open ${linkTo('/profile')}: under "Decisions about you", tap Appeal. ` +
    'A moderator who did not take the decision will decide your appeal.'
  );
}

/** The statement of reasons as a mail: what was restricted and for how long, the facts, automation, the rule, the appeal. */
export function statementMail(statement: Statement, linkTo: (path: string) => string) {
  return {
    subject: 'A decision about your Wishlist account',
    text:
      `${statement.restriction}\n\n` +
      `Why: ${statement.facts}\n\n` +
      `Rule of our Terms: ${statement.rule} (${linkTo(`/terms#${statement.rule}`)})\n` +
      `Automated means: ${statement.automated ? 'yes, automated means were used' : 'no, a moderator decided'}\n` +
      `Decided on: ${statement.issuedAt.slice(0, 10)}\n\n` +
      `${howToAppeal(statement, linkTo)}\n`,
  };
}
