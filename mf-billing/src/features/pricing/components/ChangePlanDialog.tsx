import type { PaidTier, SubscriptionChange, SubscriptionPlan } from '@wishlist/contract/client';
import { apiMessage, isApiError } from '@wishlist/mf-shared/api-client';
import { Button, Dialog, LoadingState, Notice, Text, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { formatDate } from '../../../utils/format-date.ts';
import { formatCharge, formatPrice } from '../../../utils/format-price.ts';
import { useChangeSubscription, usePlanChangePreview } from '../api/change-subscription.ts';
import { useRefreshAfterPayment } from '../api/refresh-after-payment.ts';

interface ChangePlanDialogProps {
  /** The paid plan to move to. */
  plan: SubscriptionPlan & { id: PaidTier };
  /** The name of the plan the user has now. */
  currentPlanName: string;
  userId: string;
  onClose: () => void;
}

/**
 * A paid member choosing another paid plan: says what will happen and what it costs, then changes the plan. Up
 * starts at once with the prorated difference charged today; down waits for the renewal (spec §4).
 */
export function ChangePlanDialog({ plan, currentPlanName, userId, onClose }: ChangePlanDialogProps) {
  const preview = usePlanChangePreview(plan.id);
  const change = useChangeSubscription();
  const refresh = useRefreshAfterPayment();

  const confirm = (changing: SubscriptionChange) =>
    change.mutate(
      { body: { tier: plan.id } },
      {
        onSuccess: () => {
          toast(
            changing.when === 'now'
              ? { title: 'Plan Changed', description: `Welcome to ${plan.name}!` }
              : {
                  title: 'Plan Change Scheduled',
                  description: `${plan.name} starts on ${formatDate(changing.effectiveAt)}.`,
                },
          );
          onClose();
          refresh(userId).catch(() => undefined);
        },
      },
    );

  // A decline (402) is said in the dialog, next to the button that charged the card; other failures too.
  const failure = change.error
    ? (isApiError(change.error) && apiMessage(change.error)) || 'Something went wrong. Please try again.'
    : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${preview.data?.when === 'renewal' ? 'Switch' : 'Upgrade'} to ${plan.name}`}
    >
      {preview.isPending ? (
        <LoadingState text="Working out the price..." />
      ) : preview.isError ? (
        <Notice $background="tint" $size="sm" role="alert">
          {apiMessage(preview.error) ?? "We couldn't work out the change. Please try again."}
        </Notice>
      ) : (
        <ChangePlanConfirmation
          change={preview.data}
          planName={plan.name}
          currentPlanName={currentPlanName}
          pending={change.isPending}
          failure={failure}
          onConfirm={() => confirm(preview.data)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

interface ChangePlanConfirmationProps {
  change: SubscriptionChange;
  planName: string;
  currentPlanName: string;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the change does, in words, with the price; the dialog's body (its own component for the stories). */
export function ChangePlanConfirmation({
  change,
  planName,
  currentPlanName,
  pending,
  failure,
  onConfirm,
  onCancel,
}: ChangePlanConfirmationProps) {
  const now = change.when === 'now';
  return (
    <Body>
      {now ? (
        <Text $leading={1.5}>
          {planName} starts now. You pay <strong>{formatCharge(change.amountDue)} today</strong> for the rest of this
          period, then {formatPrice(change.price)}/month from {formatDate(change.renewsAt)}.
        </Text>
      ) : (
        <Text $leading={1.5}>
          You keep {currentPlanName} until {formatDate(change.effectiveAt)}, then {planName} at{' '}
          {formatPrice(change.price)}/month. Nothing is charged today.
        </Text>
      )}
      {failure && (
        <Notice $background="tint" $tone="danger" $size="sm" role="alert">
          {failure}
        </Notice>
      )}
      <Actions>
        <Button block onClick={onConfirm} disabled={pending}>
          {pending ? 'Processing...' : now ? 'Upgrade Now' : 'Switch at Renewal'}
        </Button>
        <Button variant="secondary" block onClick={onCancel} disabled={pending}>
          Not Now
        </Button>
      </Actions>
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;
const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;
