import type { components } from '@wishlist/contract/schema';
import { sql } from '@wishlist/service-kit';
import type { ReportReason } from './evidence.ts';

export type TermsRule = components['schemas']['TermsRule'];
type StatementAction = components['schemas']['StatementAction'];

/** The rule of the Terms each report reason stands for (the Terms page names them). */
export const RULE_OF_REASON: Record<ReportReason, TermsRule> = {
  'under-18': 'adults-only',
  harassment: 'respect',
  'inappropriate-photos': 'photos',
  'fake-profile': 'real-people',
  spam: 'no-spam',
  other: 'community',
};

/** The reasons, gravest first: the moderators' queue's order (README: "Moderation"). */
export const REASONS_GRAVEST_FIRST: ReportReason[] = [
  'under-18',
  'harassment',
  'inappropriate-photos',
  'fake-profile',
  'other',
  'spam',
];

/** The rule of the gravest report of the person not reviewed yet (null: none), which a decision on them cites. */
export const gravestOpenRuleSql = (profileId: string) => sql<TermsRule | null>`(
  select ${JSON.stringify(RULE_OF_REASON)}::jsonb ->> r.reason from matching.reports r
  where r.profile_id = ${profileId} and r.reviewed_at is null
  order by array_position(${REASONS_GRAVEST_FIRST}::text[], r.reason) limit 1)`;

/**
 * The decisions that take something from the person, a moderator's or automated means' (the holds): each has a
 * statement of reasons and can be appealed.
 */
export const RESTRICTING_ACTIONS = [
  'warn',
  'remove-photo',
  'remove-bio',
  'suspend',
  'ban',
  'correct-birth-date',
  'hold-photo',
  'hold-profile',
] as const satisfies StatementAction[];
export type RestrictingAction = (typeof RESTRICTING_ACTIONS)[number];
