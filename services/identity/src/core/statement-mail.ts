import type { components } from '@wishlist/contract/schema';
import type { MailWording } from './mail-words.ts';

type StatementMail = components['schemas']['StatementMail'];

/** How to appeal, or where the appeal stands. */
function appealText(words: MailWording, { statement, appealPath }: StatementMail, linkTo: (path: string) => string) {
  const { appeal } = statement;
  if (appeal) {
    const outcome = words.t(`mail.statement.appeal.${appeal.status}`);
    return appeal.decision
      ? `${outcome}\n${words.t('mail.statement.appeal.reason', { reason: appeal.decision })}`
      : outcome;
  }
  return words.t('mail.statement.appeal.howTo', { until: words.day(statement.appealUntil), link: linkTo(appealPath) });
}

/**
 * The statement of reasons as a mail: what was restricted and for how long, the facts, whether automated, the rule,
 * and how to appeal (or, once decided, the appeal's outcome). The restriction and the facts are matching's words,
 * written in the person's language already (the facts a moderator wrote as written); the rule is named in it here.
 */
export function statementMail(words: MailWording, mail: StatementMail, linkTo: (path: string) => string) {
  const { statement } = mail;
  const decided = statement.appeal && statement.appeal.status !== 'pending';
  return {
    subject: words.t(decided ? 'mail.statement.subject.decided' : 'mail.statement.subject'),
    text: words.t('mail.statement.text', {
      restriction: statement.restriction,
      facts: statement.facts,
      rule: words.t(`mail.rule.${statement.rule}`),
      ruleLink: linkTo(`/terms#${statement.rule}`),
      automated: statement.automated ? 'yes' : 'no',
      issuedAt: words.day(statement.issuedAt),
      appeal: appealText(words, mail, linkTo),
    }),
  };
}
