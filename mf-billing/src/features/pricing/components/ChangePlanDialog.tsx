import type { PaidTier, SubscriptionChange, SubscriptionPlan } from '@wishlist/contract/client';
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { Button, Dialog, LoadingState, Notice, Text, theme, toast } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useBillingFormats, useIntl } from '../../../i18n.ts';
import { useChangeSubscription, usePlanChangePreview } from '../api/change-subscription.ts';
import { useKeepPlan } from '../../../api/keep-plan.ts';
import { useRefreshAfterPayment } from '../api/refresh-after-payment.ts';

interface ChangePlanDialogProps {
  /** The paid plan to move to. */
  plan: SubscriptionPlan & { id: PaidTier };
  /** The name of the plan the user has now. */
  currentPlanName: string;
  /** The end of the period paid for. */
  premiumUntil: string | null;
  userId: string;
  onClose: () => void;
}

/** The toast of a change made: at once, or scheduled for the renewal. */
function useChangedToast(planName: string) {
  const intl = useIntl();
  const format = useBillingFormats();
  return (changing: SubscriptionChange) =>
    toast(
      changing.when === 'now'
        ? {
            title: intl.formatMessage({ id: 'pricing.change.changed.title' }),
            description: intl.formatMessage({ id: 'pricing.payment.welcome' }, { plan: planName }),
          }
        : {
            title: intl.formatMessage({ id: 'pricing.change.scheduled.title' }),
            description: intl.formatMessage(
              { id: 'pricing.change.scheduled.description' },
              { plan: planName, date: format.date(changing.effectiveAt) },
            ),
          },
    );
}

/**
 * The change the dialog offers, and making it. A cancelled plan cannot move down (the server refuses it: it ends
 * with its period), so there the switch first resumes it, then schedules the lower plan for the renewal.
 */
function usePlanChange({ plan, premiumUntil, userId, onClose }: Omit<ChangePlanDialogProps, 'currentPlanName'>) {
  const preview = usePlanChangePreview(plan.id);
  const change = useChangeSubscription();
  const { resume } = useKeepPlan(userId);
  const refresh = useRefreshAfterPayment();
  const intl = useIntl();
  const changed = useChangedToast(usePlanWords().name(plan.id));
  // Read once as the dialog opens: the refusal still tells what to do once the resume has gone through.
  const resumeFirst = premiumUntil !== null && isApiError(preview.error, 'ALREADY_CANCELED');
  const changing: SubscriptionChange | undefined = resumeFirst
    ? {
        tier: plan.id,
        when: 'renewal',
        effectiveAt: premiumUntil,
        renewsAt: premiumUntil,
        amountDue: 0,
        price: plan.price,
      }
    : preview.data;

  const confirm = (changing: SubscriptionChange) =>
    change.mutate(
      { body: { tier: plan.id } },
      {
        onSuccess: () => {
          changed(changing);
          onClose();
          refresh(userId).catch(() => undefined);
        },
      },
    );

  // Resumed already (a change that failed after it is tried again alone): the cancellation is gone.
  const confirmAfterResume = (changing: SubscriptionChange) =>
    resume.isSuccess ? confirm(changing) : resume.mutate({}, { onSuccess: () => confirm(changing) });

  // A decline (402) is said in the dialog, next to the button that charged the card; other failures too.
  const error = change.error ?? resume.error;
  const failure = error
    ? (isApiError(error) && apiMessage(error)) || intl.formatMessage({ id: 'billing.error.somethingWrong' })
    : null;
  return {
    preview,
    changing,
    resumeFirst,
    confirm: resumeFirst ? confirmAfterResume : confirm,
    pending: change.isPending || resume.isPending,
    failure,
  };
}

/**
 * A paid member choosing another paid plan: says what will happen and what it costs, then changes the plan. Up
 * starts at once with the prorated difference charged today; down waits for the renewal (spec §4). A cancelled plan
 * switches instead of ending on Free.
 */
export function ChangePlanDialog({ plan, currentPlanName, premiumUntil, userId, onClose }: ChangePlanDialogProps) {
  const { preview, changing, resumeFirst, confirm, pending, failure } = usePlanChange({
    plan,
    premiumUntil,
    userId,
    onClose,
  });
  const intl = useIntl();
  const planName = usePlanWords().name(plan.id);
  const title = changing?.when === 'renewal' ? 'pricing.change.switchTitle' : 'pricing.change.upgradeTitle';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: title }, { plan: planName })}
    >
      {preview.isPending ? (
        <LoadingState text={intl.formatMessage({ id: 'pricing.change.working' })} />
      ) : changing ? (
        <ChangePlanConfirmation
          change={changing}
          planName={planName}
          currentPlanName={currentPlanName}
          canceled={resumeFirst}
          pending={pending}
          failure={failure}
          onConfirm={() => confirm(changing)}
          onCancel={onClose}
        />
      ) : (
        <Notice $background="tint" $size="sm" role="alert">
          {apiMessage(preview.error) ?? intl.formatMessage({ id: 'pricing.change.previewFailed' })}
        </Notice>
      )}
    </Dialog>
  );
}

interface ChangePlanConfirmationProps {
  change: SubscriptionChange;
  planName: string;
  currentPlanName: string;
  /** The current plan is cancelled: the switch keeps it renewing, on the lower plan. */
  canceled?: boolean;
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
  canceled = false,
  pending,
  failure,
  onConfirm,
  onCancel,
}: ChangePlanConfirmationProps) {
  const now = change.when === 'now';
  const format = useBillingFormats();
  const values = {
    plan: planName,
    current: currentPlanName,
    charge: format.charge(change.amountDue),
    price: format.price(change.price),
    date: format.date(now ? change.renewsAt : change.effectiveAt),
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  };
  const words = now ? 'pricing.change.now' : canceled ? 'pricing.change.canceledFirst' : 'pricing.change.atRenewal';
  return (
    <Body>
      <Text $leading={1.5}>
        <FormattedMessage id={words} values={values} />
      </Text>
      {failure && (
        <Notice $background="tint" $tone="danger" $size="sm" role="alert">
          {failure}
        </Notice>
      )}
      <Actions>
        <Button block onClick={onConfirm} disabled={pending}>
          <FormattedMessage
            id={pending ? 'billing.processing' : now ? 'pricing.change.upgradeNow' : 'pricing.change.switchAtRenewal'}
          />
        </Button>
        <Button variant="secondary" block onClick={onCancel} disabled={pending}>
          <FormattedMessage id="pricing.change.notNow" />
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
