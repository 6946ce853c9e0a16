import type { AccessCheck } from '@wishlist/service-kit';
import { ownSettings } from '../core/own-settings.ts';

/**
 * Adults only, before anything else (docs/spec.md §5): the operations the contract marks `x-adults-only` (those that
 * show other people or reach them) answer 403 BIRTH_DATE_REQUIRED, and do nothing, until the person's own profile is
 * discoverable (a first name and an 18+ birth date). The kit runs this check after the guard of each; what stays
 * open (the own profile, the own lists, the event stream, and what ends contact with someone) carries no mark.
 */
export const adultMember: AccessCheck = async (request) => (await ownSettings(request)).discoverable;
