import { Card, Stack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { TERMS_LAST_UPDATED, termsSections } from '../terms-content.ts';

/** /terms (spec §2): static legal text in 13 sections. */
export function TermsScreen() {
  return (
    <InfoPage title="Terms & Conditions" intro={`Last updated: ${TERMS_LAST_UPDATED}`}>
      <Card $padding="lg">
        <Sections as="ol" $gap="lg">
          {termsSections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${String(index + 1)}`}>
                <Heading id={`terms-${String(index + 1)}`}>
                  {index + 1}. {section.title}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Paragraph key={paragraph}>{paragraph}</Paragraph>
                ))}
              </section>
            </li>
          ))}
        </Sections>
      </Card>
    </InfoPage>
  );
}

const Sections = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Heading = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
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
