import { apiMessage } from '@wishlist/mf-shared/api-client';
import { Button, Dialog, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

interface CancelSubscriptionDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before cancelling (spec §8), then cancels with its toasts. */
export function CancelSubscriptionDialog({ userId, open, onOpenChange }: CancelSubscriptionDialogProps) {
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
