import type { ModerationStanding } from '@wishlist/contract/client/types.gen.ts';
import { Badge, type BadgeTone } from '@wishlist/ui';
import { useModerationWords } from '../i18n.ts';

const TONES: Record<ModerationStanding, BadgeTone> = {
  active: 'success',
  held: 'gold',
  suspended: 'danger',
  banned: 'danger',
  deleted: 'neutral',
};

/** Where the person stands: active, held out of feeds, suspended, banned. */
export function StandingBadge({ standing }: { standing: ModerationStanding }) {
  const words = useModerationWords();
  return <Badge $tone={TONES[standing]}>{words.standing(standing)}</Badge>;
}
