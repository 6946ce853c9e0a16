import { ButtonLink, Card, CardTitle, Stack, theme } from '@wishlist/ui';
import { Accordion } from '@wishlist/ui/accordion';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { faqCategories } from '../faq-content.ts';

/** /faq (spec §2): an accordion of 7 categories and a Contact Support button. */
export function FaqScreen() {
  const items = faqCategories.map((category) => ({
    id: category.id,
    title: category.title,
    content: (
      <Questions as="dl">
        {category.questions.map(({ question, answer }) => (
          <div key={question}>
            <Question>{question}</Question>
            <dd>{answer}</dd>
          </div>
        ))}
      </Questions>
    ),
  }));
  return (
    <InfoPage title="FAQ" intro="Answers to what people ask us most. Tap a topic to open it.">
      <Accordion items={items} />
      <Card $padding="lg">
        <CardTitle>Still have questions?</CardTitle>
        <Muted>Our team is happy to help.</Muted>
        <ButtonLink to="/contact" block>
          Contact Support
        </ButtonLink>
      </Card>
    </InfoPage>
  );
}

const Questions = styled(Stack)`
  margin: 0;
  dd {
    margin: 4px 0 0;
  }
`;
const Question = styled.dt`
  color: ${theme.color.text};
  font-weight: 700;
`;
const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  margin-bottom: ${theme.space.sm};
`;
