import { ApiError } from '@wishlist/service-kit';
import type { ModerationAction } from './repository.ts';
import type { Role } from '../core/identity-client.ts';

/** How an allowed action goes ahead: at once, or once a second admin confirms it. */
export type Clearance = 'now' | 'second-admin';

/**
 * Who may act on whom (README: "Moderation"): moderators on members only, admins on moderators too; an action on
 * an admin needs a second admin; nobody acts on themselves; only admins lift a ban or suspension. `target.granted`
 * is the role the person was given, restricted or not, so a suspended moderator is still out of a moderator's reach.
 */
export function clearance(
  actor: { id: string; role: Role },
  target: { id: string; granted: Role },
  action: ModerationAction,
): Clearance {
  if (actor.id === target.id) throw new ApiError('ACTION_ON_SELF');
  if (action === 'lift' && actor.role !== 'admin') throw new ApiError('ADMINS_ONLY');
  if (target.granted === 'admin') {
    if (actor.role !== 'admin') throw new ApiError('ACTION_ON_ADMIN');
    return 'second-admin';
  }
  if (target.granted === 'moderator' && actor.role !== 'admin') throw new ApiError('ACTION_ON_MODERATOR');
  return 'now';
}
