import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import type { PlanLine } from '@wishlist/shared-data/plans';
import { CheckIcon, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A plan's features, each with a tick. */
export function FeatureList({ lines }: { lines: PlanLine[] }) {
  const planWords = usePlanWords();
  return (
    <ListStack $gap="sm">
      {lines.map((line) => (
        <Feature key={line.code}>
          <Tick size={18} />
          {planWords.line(line)}
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
