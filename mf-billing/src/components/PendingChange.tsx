import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Notice, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useKeepPlan } from '../api/keep-plan.ts';
import { formatDate } from '../utils/format-date.ts';
import { planName } from '../utils/plan-name.ts';

interface PendingChangeProps {
  subscription: Subscription;
  /** The plans, for the names; until they load, the tiers' own names. */
  plans: SubscriptionPlan[] | undefined;
  userId: string;
}

/**
 * What will happen to a paid plan at the end of its period, when that is not a plain renewal: a cancel (then Free)
 * or a downgrade, each with the way to withdraw it before then (spec §2, Pricing and Subscription).
 */
export function PendingChange({ subscription, plans, userId }: PendingChangeProps) {
  const { resume, withdrawDowngrade } = useKeepPlan(userId);
  const { tier, premiumUntil, scheduledTier, cancelAtPeriodEnd } = subscription;
  if (tier === 'free' || !premiumUntil || (!cancelAtPeriodEnd && !scheduledTier)) return null;
  const name = planName(tier, plans);
  const until = formatDate(premiumUntil);
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: apiMessage(error) ?? 'Please try again.', variant: 'destructive' });

  if (cancelAtPeriodEnd) {
    const keep = () =>
      resume.mutate(
        {},
        {
          onSuccess: () => toast({ title: 'Subscription Resumed', description: `${name} renews on ${until}.` }),
          onError: failed,
        },
      );
    return (
      <Box $background="tint" $size="xs" $leading={1.45} role="status">
        Your subscription is canceled. You keep {name} until {until}, then move to Free.
        <Button variant="secondary" block onClick={keep} disabled={resume.isPending}>
          {resume.isPending ? 'Resuming...' : 'Resume Subscription'}
        </Button>
      </Box>
    );
  }
  const next = planName(scheduledTier ?? tier, plans);
  const keep = () =>
    withdrawDowngrade.mutate(
      { body: { tier } },
      {
        onSuccess: () =>
          toast({
            title: `You stay on ${name}`,
            description: `${name} renews on ${until}; the move to ${next} is off.`,
          }),
        onError: failed,
      },
    );
  return (
    <Box $background="tint" $size="xs" $leading={1.45} role="status">
      Moves to {next} on {until}. You keep {name} until then.
      <Button variant="secondary" block onClick={keep} disabled={withdrawDowngrade.isPending}>
        {withdrawDowngrade.isPending ? 'Processing...' : `Keep ${name}`}
      </Button>
    </Box>
  );
}

const Box = styled(Notice)`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;
