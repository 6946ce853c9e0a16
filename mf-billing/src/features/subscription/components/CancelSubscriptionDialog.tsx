import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, Text, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { formatDate } from '../../../utils/format-date.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

interface CancelSubscriptionDialogProps {
  userId: string;
  /** The plan's display name ('Premium'). */
  planName: string;
  /** The end of the period already paid for: the plan is kept until then. */
  premiumUntil: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before cancelling (spec §8), then cancels with its toasts. */
export function CancelSubscriptionDialog({
  userId,
  planName,
  premiumUntil,
  open,
  onOpenChange,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription(userId);

  const confirm = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: 'Subscription Canceled', description: 'Your subscription has been canceled successfully.' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiMessage(error) ?? 'Failed to cancel subscription',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Subscription"
      description="Are you sure you want to cancel your subscription? You'll lose access to premium features."
    >
      {/* Spec §4: a canceled plan is kept to the end of the period paid for; the question alone reads as "now". */}
      {premiumUntil && (
        <Text $leading={1.5}>
          You keep {planName} until <strong>{formatDate(premiumUntil)}</strong> and are not charged again. Until then
          you can resume it.
        </Text>
      )}
      <Actions>
        <Button variant="secondary" block onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          Keep Subscription
        </Button>
        <Button variant="danger" block onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? 'Canceling...' : 'Yes, Cancel'}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;
