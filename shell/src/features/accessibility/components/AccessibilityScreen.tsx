import { ButtonLink, Card, Heading, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { STATEMENT_REVIEWED, statementSections } from '../statement.ts';

/** /accessibility (issue [AA]): the accessibility statement, linked from every public page's footer. */
export function AccessibilityScreen() {
  return (
    <InfoPage title="Accessibility" intro={`Our accessibility statement. Last reviewed: ${STATEMENT_REVIEWED}`}>
      {statementSections.map((section, index) => (
        <Card $padding="lg" key={section.title}>
          <section aria-labelledby={`accessibility-${String(index + 1)}`}>
            <Title id={`accessibility-${String(index + 1)}`} $size="md">
              {section.title}
            </Title>
            <ListStack as="ul" $gap="sm">
              {section.points.map((point) => (
                <Point key={point}>{point}</Point>
              ))}
            </ListStack>
          </section>
        </Card>
      ))}
      <ButtonLink to="/contact" block>
        Report a barrier
      </ButtonLink>
    </InfoPage>
  );
}

const Title = styled(Heading)`
  margin-bottom: ${theme.space.sm};
`;
const Point = styled.li`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.6;
`;
