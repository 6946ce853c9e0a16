import { recordPassMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { afterNextPaint } from '../lib/after-next-paint.ts';
import { useUnobservedMutation } from '../lib/use-unobserved-mutation.ts';

/**
 * POST /api/passes: the server keeps a passed person out of the feed for 7 days. The deck has already moved on
 * (spec §2), so the request waits until the next card is drawn, and a pass that does not reach the server costs
 * nothing but seeing them again later: no message.
 */
export function useRecordPass() {
  const record = useUnobservedMutation(recordPassMutation());
  return (profileId: string) => afterNextPaint(() => void record({ body: { profileId } }).catch(() => undefined));
}
