import { StarIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';

/** The star on a person's card who super liked the user, over the card's photo. */
export function SuperLikeBadge({ text }: { text: string }) {
  return (
    <Badge>
      <StarIcon size={14} />
      {text}
    </Badge>
  );
}

const Badge = styled.p`
  position: absolute;
  top: 10px;
  inset-inline-start: 10px;
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 5px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.goldTint};
  color: ${theme.color.gold};
  font-size: 12px;
  font-weight: 800;
  box-shadow: ${theme.shadow.card};
`;
