import { Button, Dialog, Text, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useBillingFormats, useIntl } from '../../../i18n.ts';
import { useFailureToast } from '../../../utils/use-failure-toast.ts';
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
  const intl = useIntl();
  const format = useBillingFormats();
  const failed = useFailureToast('subscription.cancel.failed');

  const confirm = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({
            title: intl.formatMessage({ id: 'subscription.cancel.done.title' }),
            description: intl.formatMessage({ id: 'subscription.cancel.done.description' }),
          });
        },
        onError: failed,
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'subscription.cancel' })}
      description={intl.formatMessage({ id: 'subscription.cancel.question' })}
    >
      {/* Spec §4: a canceled plan is kept to the end of the period paid for; the question alone reads as "now". */}
      {premiumUntil && (
        <Text $leading={1.5}>
          <FormattedMessage
            id="subscription.cancel.keepUntil"
            values={{
              plan: planName,
              date: format.date(premiumUntil),
              strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
            }}
          />
        </Text>
      )}
      <Actions>
        <Button variant="secondary" block onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          <FormattedMessage id="subscription.cancel.keep" />
        </Button>
        <Button variant="danger" block onClick={confirm} disabled={cancel.isPending}>
          <FormattedMessage id={cancel.isPending ? 'subscription.cancel.canceling' : 'subscription.cancel.confirm'} />
        </Button>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;
