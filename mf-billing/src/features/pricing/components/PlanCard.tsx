import type { SubscriptionPlan } from '@wishlist/contract/client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import type { PlanLine } from '@wishlist/shared-data/plans';
import { Badge, Button, Card, theme } from '@wishlist/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { FeatureList } from '../../../components/FeatureList.tsx';
import { FormattedMessage, useBillingFormats, useIntl } from '../../../i18n.ts';
import type { PlanAction, PlanActionLabel } from '../utils/plan-action.ts';

interface PlanCardProps {
  plan: SubscriptionPlan;
  /** The lines of its card (`planLines`: what it adds to the plan below). */
  lines: PlanLine[];
  action: PlanAction;
  onChoose: (plan: SubscriptionPlan) => void;
  /** A subscription is being started: no second choice meanwhile. */
  busy?: boolean;
}

/** One plan: name, monthly price, features and its button; gold is marked 'Most Popular'. */
export function PlanCard({ plan, lines, action, onChoose, busy = false }: PlanCardProps) {
  const titleId = useId();
  const featured = plan.id === 'gold';
  const format = useBillingFormats();
  const planName = usePlanWords().name(plan.id);
  return (
    <PlanSurface as="article" aria-labelledby={titleId} $featured={featured} $padding="lg">
      {featured && (
        <Ribbon>
          <Badge $tone="gold">
            <FormattedMessage id="pricing.plan.mostPopular" />
          </Badge>
        </Ribbon>
      )}
      <Name id={titleId}>{planName}</Name>
      <Price>
        {format.price(plan.price)}
        <Period>
          <FormattedMessage id="pricing.plan.perMonth" />
        </Period>
      </Price>
      <FeatureList lines={lines} />
      <Button
        block
        variant={featured ? 'primary' : 'secondary'}
        disabled={action.disabled || busy}
        onClick={() => onChoose(plan)}
      >
        <ActionLabel label={action.label} plan={planName} />
      </Button>
    </PlanSurface>
  );
}

function ActionLabel({ label, plan }: { label: PlanActionLabel; plan: string }) {
  const intl = useIntl();
  const format = useBillingFormats();
  if (label.kind === 'current') return intl.formatMessage({ id: 'pricing.plan.current' });
  if (label.kind === 'starts')
    return intl.formatMessage({ id: 'pricing.plan.startsOn' }, { date: format.date(label.date) });
  return intl.formatMessage({ id: 'pricing.plan.choose' }, { plan });
}

const PlanSurface = styled(Card)<{ $featured: boolean }>`
  position: relative;
  gap: ${theme.space.md};
  ${({ $featured }) =>
    $featured &&
    css`
      border: 2px solid ${theme.color.gold};
      box-shadow: ${theme.shadow.raised};
    `}
`;
const Ribbon = styled.div`
  position: absolute;
  top: -12px;
  inset-inline-end: ${theme.space.md};
  ${Badge} {
    border: 1px solid ${theme.color.gold};
  }
`;
const Name = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.size.lg};
  font-weight: 800;
`;
const Price = styled.p`
  font-size: ${theme.size.xxl};
  font-weight: 800;
  color: ${theme.color.primaryStrong};
  letter-spacing: -0.01em;
`;
const Period = styled.span`
  margin-inline-start: 2px;
  font-size: ${theme.size.sm};
  font-weight: 600;
  color: ${theme.color.muted};
`;
