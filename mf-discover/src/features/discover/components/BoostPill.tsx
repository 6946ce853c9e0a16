import { useQueryClient } from '@tanstack/react-query';
import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { boostsLeft, hasBoosts, refreshEntitlements } from '@wishlist/mf-shared/entitlements';
import { useOwnProfile } from '@wishlist/mf-shared/own-profile';
import { BoltIcon, toast } from '@wishlist/ui';
import { useCallback, useState } from 'react';
import { useStartBoost } from '../api/start-boost.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { formatCountdown } from '../utils/countdown.ts';
import { BOOST_EFFECT, BoostSheet } from './BoostSheet.tsx';
import { PillButton, PillEnd } from './ToolbarPill.tsx';

interface BoostPillProps {
  entitlements: Entitlements;
  /** The plan has no boosts: opens the upgrade prompt. */
  onLocked: () => void;
}

/**
 * Boost (as many a month as the plan has): what is left this month, and while one runs the time left of its 30 minutes.
 * A tap asks first (BoostSheet); without boosts in the plan it opens the upgrade prompt.
 */
export function BoostPill({ entitlements, onLocked }: BoostPillProps) {
  const queryClient = useQueryClient();
  const start = useStartBoost();
  const onEnd = useCallback(() => void refreshEntitlements(queryClient), [queryClient]);
  const left = useCountdown(entitlements.boostEndsAt, onEnd);
  const [confirming, setConfirming] = useState(false);
  // Discover has read it already (onboarding): what the sheet warns about.
  const profile = useOwnProfile().data?.profile;

  if (left > 0) {
    return (
      <PillButton
        $active
        aria-disabled="true"
        onClick={() =>
          toast({ title: 'Your boost is on', description: 'You come first in other people’s decks until it ends.' })
        }
      >
        <BoltIcon size={16} />
        <span role="timer" aria-label={`Boosted: ${formatCountdown(left)} left`}>
          {formatCountdown(left)}
        </span>
      </PillButton>
    );
  }
  if (!hasBoosts(entitlements)) {
    return (
      <PillButton onClick={onLocked}>
        <BoltIcon size={16} />
        Boost
        <PillEnd locked />
      </PillButton>
    );
  }
  const boost = () =>
    start.mutate(
      {},
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Boost started! ⚡', description: BOOST_EFFECT });
        },
        onError: (error) => {
          setConfirming(false);
          // BOOST_ACTIVE: one runs already; the refreshed entitlements show its countdown.
          if (isApiError(error, 'BOOSTS_LOCKED')) onLocked();
          else if (isApiError(error, 'BOOST_LIMIT_REACHED')) {
            const description = 'New boosts arrive on the 1st.';
            toast({ title: 'No boosts left this month', description, variant: 'destructive' });
          } else if (!isApiError(error, 'BOOST_ACTIVE')) {
            toast({ title: 'Could not start your boost', description: 'Please try again.', variant: 'destructive' });
          }
        },
      },
    );
  const count = boostsLeft(entitlements);
  return (
    <>
      <PillButton onClick={() => setConfirming(true)} disabled={start.isPending}>
        <BoltIcon size={16} />
        Boost
        <PillEnd>{count === null ? '∞' : `${String(count)} left`}</PillEnd>
      </PillButton>
      <BoostSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={boost}
        pending={start.isPending}
        left={count}
        noPhoto={!profile?.profilePhoto}
        incognito={profile?.incognito ?? false}
      />
    </>
  );
}
