import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityClient } from '../core/identity-client.ts';
import { holdRepository } from './hold-repository.ts';

/** The most alerts one run sends; the rest wait for the next. */
const PER_RUN = 50;

interface HoldAlertDeps {
  /** A fresh unit of work per run. */
  em: () => EntityManager;
  identity: IdentityClient;
  log: FastifyBaseLogger;
}

/**
 * Tells the moderators, through identity's mail, of every automatic hold reports made: at once after the report
 * (safety's handler runs it once the report committed) and by a timer (app.ts) for an alert identity did not take.
 */
export function holdAlerts({ em, identity, log }: HoldAlertDeps) {
  return async function run(): Promise<void> {
    const holds = holdRepository(em());
    for (const { profileId, endsAt } of await holds.claimUnalerted(PER_RUN)) {
      const alert = { profileId, heldUntil: new Date(endsAt).toISOString() };
      if (!(await identity.alertModerators(log, alert))) {
        await holds.giveBack(profileId);
        return;
      }
    }
  };
}
export type HoldAlerts = ReturnType<typeof holdAlerts>;
