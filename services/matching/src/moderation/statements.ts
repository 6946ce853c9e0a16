import type { components } from '@wishlist/contract/schema';
import type { RestrictingAction } from '../core/terms-rules-repository.ts';

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

/** What was restricted and for how long, said to the person. */
export function restrictionOf(action: RestrictingAction, until: string | null): string {
  switch (action) {
    case 'warn':
      return 'You were warned; nothing was taken from your profile.';
    case 'remove-photo':
      return 'A photo was removed from your profile.';
    case 'remove-bio':
      return 'Your bio was removed from your profile.';
    case 'suspend':
      return `Your account is suspended until ${until ?? 'further notice'}: you cannot sign in and nobody sees your profile.`;
    case 'ban':
      return 'Your account is closed for good: you cannot sign in and nobody sees your profile.';
    case 'correct-birth-date':
      return 'Your birth date was corrected.';
    case 'hold-photo':
      return 'A photo of yours is shown to nobody else until a moderator has looked at it.';
    case 'hold-profile':
      return `Your profile is out of other people's feeds until ${until ?? 'a moderator has reviewed the reports'}.`;
  }
}

/** What a reporter is told of the actions that review reports (the others decide one thing and review none). */
const OUTCOMES: Partial<Record<ModerationAction, string>> = {
  dismiss: 'We found no breach of our rules.',
  warn: 'We warned them.',
  'remove-photo': 'We removed one of their photos.',
  'remove-bio': 'We removed their bio.',
  suspend: 'We suspended their account.',
  ban: 'We closed their account.',
};

/** A decided report's outcome in one line, for its reporter. */
export function outcomeOf(action: ModerationAction, reversed: boolean): string {
  const outcome = OUTCOMES[action] ?? 'We reviewed your report.';
  return reversed ? `${outcome} An appeal later reversed it.` : outcome;
}
