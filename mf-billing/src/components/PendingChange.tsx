import type { Subscription } from '@wishlist/contract/client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { Button, Notice, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useKeepPlan } from '../api/keep-plan.ts';
import { FormattedMessage, useBillingFormats, useIntl } from '../i18n.ts';
import { useFailureToast } from '../utils/use-failure-toast.ts';

interface PendingChangeProps {
  subscription: Subscription;
  userId: string;
}

/**
 * What will happen to a paid plan at the end of its period, when that is not a plain renewal: a cancel (then Free)
 * or a downgrade, each with the way to withdraw it before then (spec §2, Pricing and Subscription).
 */
export function PendingChange({ subscription, userId }: PendingChangeProps) {
  const { resume, withdrawDowngrade } = useKeepPlan(userId);
  const intl = useIntl();
  const format = useBillingFormats();
  const planWords = usePlanWords();
  const failed = useFailureToast('billing.error.tryAgain');
  const { tier, premiumUntil, scheduledTier, cancelAtPeriodEnd } = subscription;
  if (tier === 'free' || !premiumUntil || (!cancelAtPeriodEnd && !scheduledTier)) return null;
  const [name, next] = [planWords.name(tier), planWords.name(scheduledTier ?? tier)];
  const until = format.date(premiumUntil);

  if (cancelAtPeriodEnd) {
    const keep = () =>
      resume.mutate(
        {},
        {
          onSuccess: () =>
            toast({
              title: intl.formatMessage({ id: 'billing.pending.resumed.title' }),
              description: intl.formatMessage({ id: 'billing.pending.renewsOn' }, { plan: name, date: until }),
            }),
          onError: failed,
        },
      );
    return (
      <Box $background="tint" $size="xs" $leading={1.45} role="status">
        <FormattedMessage id="billing.pending.canceled" values={{ plan: name, date: until }} />
        <Button variant="secondary" block onClick={keep} disabled={resume.isPending}>
          <FormattedMessage id={resume.isPending ? 'billing.pending.resuming' : 'billing.pending.resume'} />
        </Button>
      </Box>
    );
  }
  const keep = () =>
    withdrawDowngrade.mutate(
      { body: { tier } },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({ id: 'billing.pending.kept.title' }, { plan: name }),
            description: intl.formatMessage(
              { id: 'billing.pending.kept.description' },
              { plan: name, date: until, next },
            ),
          }),
        onError: failed,
      },
    );
  return (
    <Box $background="tint" $size="xs" $leading={1.45} role="status">
      <FormattedMessage id="billing.pending.movesTo" values={{ next, date: until, plan: name }} />
      <Button variant="secondary" block onClick={keep} disabled={withdrawDowngrade.isPending}>
        <FormattedMessage
          id={withdrawDowngrade.isPending ? 'billing.processing' : 'billing.pending.keep'}
          values={{ plan: name }}
        />
      </Button>
    </Box>
  );
}

const Box = styled(Notice)`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;
