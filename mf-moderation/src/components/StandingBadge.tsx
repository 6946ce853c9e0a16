import type { ModerationStanding } from '@wishlist/contract/client/types.gen.ts';
import { Badge } from '@wishlist/ui';
import { STANDING } from '../utils/labels.ts';

/** Where the person stands: active, held out of feeds, suspended, banned. */
export function StandingBadge({ standing }: { standing: ModerationStanding }) {
  const { label, tone } = STANDING[standing];
  return <Badge $tone={tone}>{label}</Badge>;
}
