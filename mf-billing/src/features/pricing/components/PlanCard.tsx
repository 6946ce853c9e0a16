import type { SubscriptionPlan } from '@wishlist/contract/client';
import { theme } from '@wishlist/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatPrice } from '../utils/format-price.ts';

interface PlanCardProps {
  plan: SubscriptionPlan;
}

/** One plan: name, monthly price and features; gold is marked 'Most Popular'. */
export function PlanCard({ plan }: PlanCardProps) {
  const titleId = useId();
  const featured = plan.id === 'gold';
  return (
    <Card aria-labelledby={titleId} $featured={featured}>
      {featured && <Badge>Most Popular</Badge>}
      <Name id={titleId}>{plan.name}</Name>
      <Price>
        {formatPrice(plan.price)}
        <Period>/month</Period>
      </Price>
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature}>
            <CheckIcon />
            {feature}
          </Feature>
        ))}
      </Features>
    </Card>
  );
}

function CheckIcon() {
  return (
    <Check viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" />
      <path d="m5.8 10.4 2.7 2.7 5.7-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Check>
  );
}

const Card = styled.article<{ $featured: boolean }>`
  position: relative;
  padding: 20px 20px 22px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  ${({ $featured }) =>
    $featured &&
    css`
      border: 2px solid ${theme.color.primary};
      background: linear-gradient(180deg, ${theme.color.tint} 0%, ${theme.color.surface} 55%);
      box-shadow: ${theme.shadow.raised};
    `}
`;

const Badge = styled.span`
  position: absolute;
  top: -12px;
  right: 18px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.gradient};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  box-shadow: ${theme.shadow.card};
`;

const Name = styled.h2`
  font-family: ${theme.font.display};
  font-size: 20px;
  font-weight: 700;
`;

const Price = styled.p`
  margin-top: 6px;
  font-size: 30px;
  font-weight: 800;
  color: ${theme.color.primaryStrong};
  letter-spacing: -0.01em;
`;

const Period = styled.span`
  margin-left: 2px;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.color.muted};
`;

const Features = styled.ul`
  margin: 14px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

const Feature = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: 15px;
  line-height: 20px;
`;

const Check = styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  fill: ${theme.color.primary};
`;
