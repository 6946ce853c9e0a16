import { useQueryClient } from '@tanstack/react-query';
import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { boostsLeft, hasBoosts, refreshEntitlements } from '@wishlist/shared-data/entitlements';
import { useOwnProfile } from '@wishlist/shared-data/own-profile';
import { BoltIcon, toast } from '@wishlist/ui';
import { useCallback, useState } from 'react';
import { useIntl } from '../../../i18n.ts';
import { useStartBoost } from '../api/start-boost.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { formatCountdown } from '../utils/countdown.ts';
import { BoostSheet } from './BoostSheet.tsx';
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
  const intl = useIntl();
  const queryClient = useQueryClient();
  const onEnd = useCallback(() => void refreshEntitlements(queryClient), [queryClient]);
  const left = useCountdown(entitlements.boostEndsAt, onEnd);
  // Here, not in BoostStart: a boost's answer comes once the refreshed entitlements show it running.
  const [confirming, setConfirming] = useState(false);
  const start = useBoost(onLocked, () => setConfirming(false));
  if (left > 0) return <BoostRunning left={left} />;
  if (!hasBoosts(entitlements)) {
    return (
      <PillButton onClick={onLocked}>
        <BoltIcon size={16} />
        {intl.formatMessage({ id: 'discover.boost' })}
        <PillEnd locked />
      </PillButton>
    );
  }
  return <BoostStart left={boostsLeft(entitlements)} confirming={confirming} onConfirming={setConfirming} {...start} />;
}

/** A boost runs: the time it has left; a tap says so. */
function BoostRunning({ left }: { left: number }) {
  const intl = useIntl();
  const time = formatCountdown(left, intl.locale);
  return (
    <PillButton
      $active
      aria-disabled="true"
      onClick={() =>
        toast({
          title: intl.formatMessage({ id: 'discover.boost.on.title' }),
          description: intl.formatMessage({ id: 'discover.boost.on.text' }),
        })
      }
    >
      <BoltIcon size={16} />
      {/* The edge rendered the time left a moment before the app hydrates it: the next tick sets it right. */}
      <span
        role="timer"
        aria-label={intl.formatMessage({ id: 'discover.boost.timer' }, { time })}
        suppressHydrationWarning
      >
        {time}
      </span>
    </PillButton>
  );
}

/** Starting a boost, and what its refusals say (the sheet closes either way). */
function useBoost(onLocked: () => void, onSettled: () => void) {
  const intl = useIntl();
  const start = useStartBoost();
  const boost = () =>
    start.mutate(
      {},
      {
        onSuccess: () => {
          onSettled();
          toast({
            title: intl.formatMessage({ id: 'discover.boost.started' }),
            description: intl.formatMessage({ id: 'discover.boost.effect' }),
          });
        },
        onError: (error) => {
          onSettled();
          // BOOST_ACTIVE: one runs already; the refreshed entitlements show its countdown.
          if (isApiError(error, 'BOOSTS_LOCKED')) onLocked();
          else if (isApiError(error, 'BOOST_LIMIT_REACHED')) {
            const title = intl.formatMessage({ id: 'discover.boost.noneLeft.title' });
            const description = intl.formatMessage({ id: 'discover.boost.noneLeft.text' });
            toast({ title, description, variant: 'destructive' });
          } else if (!isApiError(error, 'BOOST_ACTIVE')) {
            const title = intl.formatMessage({ id: 'discover.boost.failed.title' });
            const description = intl.formatMessage({ id: 'discover.boost.failed.text' });
            toast({ title, description, variant: 'destructive' });
          }
        },
      },
    );
  return { boost, pending: start.isPending };
}

interface BoostStartProps extends ReturnType<typeof useBoost> {
  /** Boosts left this month (null: unlimited). */
  left: number | null;
  /** The sheet asking first is open. */
  confirming: boolean;
  onConfirming: (open: boolean) => void;
}

/** The pill's count when the plan's boosts have no cap. */
const UNLIMITED = '∞';

/** Boosts left this month; a tap asks first. */
function BoostStart({ left, confirming, onConfirming: setConfirming, boost, pending }: BoostStartProps) {
  // Discover has read it already (onboarding): what the sheet warns about.
  const profile = useOwnProfile().data?.profile;
  const intl = useIntl();
  return (
    <>
      <PillButton onClick={() => setConfirming(true)} disabled={pending}>
        <BoltIcon size={16} />
        {intl.formatMessage({ id: 'discover.boost' })}
        <PillEnd>{left === null ? UNLIMITED : intl.formatMessage({ id: 'discover.boost.left' }, { left })}</PillEnd>
      </PillButton>
      <BoostSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={boost}
        pending={pending}
        left={left}
        noPhoto={!profile?.profilePhoto}
        incognito={profile?.incognito ?? false}
      />
    </>
  );
}
