import { ButtonLink, Card, CardTitle, Stack, theme } from '@wishlist/ui';
import { Accordion } from '@wishlist/ui/accordion';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { faqCategories } from '../faq-content.ts';
import { FormattedMessage, faqCatalogue, useIntl } from '../i18n.ts';

/** /faq (spec §2): an accordion of 7 categories and a Contact Support button. */
export function FaqScreen() {
  return (
    <faqCatalogue.Provider>
      <Faq />
    </faqCatalogue.Provider>
  );
}

/** Its catalogue in `locale`, loaded before a render that must not wait for it (the server's, the app's first). */
export const loadMessages = faqCatalogue.load;

function Faq() {
  const intl = useIntl();
  const items = faqCategories.map((category) => ({
    id: category.id,
    title: intl.formatMessage({ id: category.title }),
    content: (
      <Questions as="dl">
        {category.questions.map((question) => (
          <div key={question}>
            <Question>{intl.formatMessage({ id: `${question}.question` })}</Question>
            <dd>{intl.formatMessage({ id: `${question}.answer` })}</dd>
          </div>
        ))}
      </Questions>
    ),
  }));
  return (
    <InfoPage title={intl.formatMessage({ id: 'faq.title' })} intro={intl.formatMessage({ id: 'faq.intro' })}>
      <Accordion items={items} />
      <Card $padding="lg">
        <CardTitle>
          <FormattedMessage id="faq.more.title" />
        </CardTitle>
        <Muted>
          <FormattedMessage id="faq.more.text" />
        </Muted>
        <ButtonLink to="/contact" block>
          <FormattedMessage id="faq.more.contact" />
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
