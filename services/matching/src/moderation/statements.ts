import type { components } from '@wishlist/contract/schema';
import type { RestrictingAction } from '../core/terms-rules-repository.ts';
import type { MatchingWording } from '../core/words.ts';

type ModerationAction = components['schemas']['ModerationAction'];

/** How long a decision can be appealed (the DSA's Art. 20 asks for at least six months). */
export const APPEAL_MONTHS = 6;

/**
 * Until when a photo a moderator removed is kept (set aside, served to nobody) for a reversal to bring back: the
 * appeal window, and a month to decide an appeal made at its end.
 */
export function keptForAppealUntil(from: Date): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_MONTHS + 1);
  return until;
}

/** What was restricted and for how long, said to the person in their words (`until`: an ISO moment, or none). */
export function restrictionOf(words: MatchingWording, action: RestrictingAction, until: string | null): string {
  if (action === 'suspend' || action === 'hold-profile')
    return until === null
      ? words.t(`statement.restriction.${action}.open`)
      : words.t(`statement.restriction.${action}`, { until: words.moment(until) });
  return words.t(`statement.restriction.${action}`);
}

/**
 * The facts of a statement: the moderator's own words as written; an automated hold's are ours (the hold wrote them
 * in English into the audit log), so they are said in the person's language.
 */
export function factsOf(words: MatchingWording, { action, automated, facts }: StatementFacts): string {
  return automated && (action === 'hold-photo' || action === 'hold-profile')
    ? words.t(`statement.facts.${action}`)
    : facts;
}

type StatementFacts = { action: RestrictingAction; automated: boolean; facts: string };

/** The actions that review reports and what their reporter is told of each (the others decide one thing). */
const OUTCOMES = ['dismiss', 'warn', 'remove-photo', 'remove-bio', 'suspend', 'ban'] as const;
const isOutcome = (action: ModerationAction): action is (typeof OUTCOMES)[number] =>
  (OUTCOMES as readonly string[]).includes(action);

/** A decided report's outcome in one line, for its reporter, in their words. */
export function outcomeOf(words: MatchingWording, action: ModerationAction, reversed: boolean): string {
  const outcome = words.t(isOutcome(action) ? `report.outcome.${action}` : 'report.outcome.other');
  return reversed ? words.t('report.outcome.reversed', { outcome }) : outcome;
}
