import { CheckIcon, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A plan's features, each with a tick. */
export function FeatureList({ features }: { features: string[] }) {
  return (
    <ListStack $gap="sm">
      {features.map((feature) => (
        <Feature key={feature}>
          <Tick size={18} />
          {feature}
        </Feature>
      ))}
    </ListStack>
  );
}

const Feature = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: ${theme.size.sm};
  line-height: 20px;
`;
const Tick = styled(CheckIcon)`
  flex: none;
  margin-top: 1px;
  color: ${theme.color.success};
`;
