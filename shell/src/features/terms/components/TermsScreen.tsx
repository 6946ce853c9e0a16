import { termsRules } from '@wishlist/domain-ui/terms-rules';
import { Card, Heading, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { TERMS_LAST_UPDATED, termsSections } from '../terms-content.ts';

/** /terms (spec §2): static legal text in 13 sections, then the rules moderation decisions cite (by anchor). */
export function TermsScreen() {
  return (
    <InfoPage title="Terms & Conditions" intro={`Last updated: ${TERMS_LAST_UPDATED}`}>
      <Card $padding="lg">
        <ListStack as="ol" $gap="lg">
          {termsSections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${String(index + 1)}`}>
                <Title id={`terms-${String(index + 1)}`} $size="md">
                  {index + 1}. {section.title}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Paragraph key={paragraph}>{paragraph}</Paragraph>
                ))}
              </section>
            </li>
          ))}
        </ListStack>
      </Card>
      <Card $padding="lg">
        <section aria-labelledby="terms-rules">
          <Title id="terms-rules" $size="md">
            The rules our decisions cite
          </Title>
          <Paragraph>
            When we act on an account, we tell its owner which of these rules we applied, and how to appeal.
          </Paragraph>
          <Rules>
            {termsRules.map((rule) => (
              <div key={rule.name} id={rule.name}>
                <dt>{rule.title}</dt>
                <dd>{rule.text}</dd>
              </div>
            ))}
          </Rules>
        </section>
      </Card>
    </InfoPage>
  );
}

const Title = styled(Heading)`
  margin-bottom: ${theme.space.sm};
`;
const Paragraph = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.6;
  & + & {
    margin-top: ${theme.space.sm};
  }
`;
const Rules = styled.dl`
  margin-top: ${theme.space.sm};
  font-size: ${theme.size.sm};
  line-height: 1.5;
  dt {
    font-weight: 800;
  }
  dd {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.color.muted};
  }
`;
