import { sql, type Sql } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { components } from '@wishlist/contract/schema';
import type { TermsRule } from './terms-rules-repository.ts';
import { fullName } from './visibility-repository.ts';
import { matchingWording } from './words.ts';

/** The audit log's moderator for what automated means decided: nobody (the nil id), named for what it was. */
export const AUTOMATED_MODERATOR = { id: '00000000-0000-0000-0000-000000000000', name: 'Automated review' };

/** A hold automated means impose, as the person's statement of reasons states it. */
export type AutomatedHold = {
  action: Extract<components['schemas']['StatementAction'], 'hold-photo' | 'hold-profile'>;
  rule: Sql<TermsRule | null>;
  details: Sql;
};

/**
 * The statement of reasons of a hold automated means imposed (DSA Art. 17), written in the hold's own statement: an
 * audit row as a moderator's decision is, `automated`, so the person reads it, is mailed it and appeals it the same
 * way (moderation/appeals.ts). One row for each row of `held`, a CTE of the hold's statement with `profile_id`. Its
 * facts are the catalogue's, kept in English in the audit log; the person reads them in their language (`factsOf`).
 */
export const automatedStatementSql = (held: Sql, { action, rule, details }: AutomatedHold) => sql<{
  id: string;
  profileId: string;
}>`
  insert into matching.moderation_actions
    (action, profile_id, profile_name, moderator_id, moderator_name, reason, details, rule, automated)
  select ${action}, p.id, ${fullName('p')}, ${AUTOMATED_MODERATOR.id}, ${AUTOMATED_MODERATOR.name},
    ${matchingWording('en').t(`statement.facts.${action}`)},
    ${details}, coalesce(${rule}, 'community'), true
  from ${held} h join matching.profiles p on p.id = h.profile_id
  returning id, profile_id as "profileId"`;

/** Mails the person a statement of reasons (moderation/appeals.ts `mailStatement`), for areas that impose holds. */
export type StatementMailer = (
  request: FastifyRequest,
  decision: { id: string; profileId: string; action: AutomatedHold['action'] },
) => Promise<void>;
