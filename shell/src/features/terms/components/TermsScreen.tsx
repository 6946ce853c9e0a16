import { termsRules } from '@wishlist/domain-ui/terms-rules';
import { Card, Heading, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { TERMS_LAST_UPDATED, termsSections } from '../terms-content.ts';
import { FormattedMessage, termsCatalogue, useIntl } from '../i18n.ts';

/** /terms (spec §2): static legal text in 13 sections, then the rules moderation decisions cite (by anchor). */
export function TermsScreen() {
  return (
    <termsCatalogue.Provider>
      <Terms />
    </termsCatalogue.Provider>
  );
}

/** Its catalogue in `locale`, loaded before a render that must not wait for it (the server's, the app's first). */
export const loadMessages = termsCatalogue.load;

function Terms() {
  const intl = useIntl();
  const lastUpdated = intl.formatDate(TERMS_LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <InfoPage
      title={intl.formatMessage({ id: 'terms.title' })}
      intro={intl.formatMessage({ id: 'terms.lastUpdated' }, { date: lastUpdated })}
    >
      <Card $padding="lg">
        <ListStack as="ol" $gap="lg">
          {termsSections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${String(index + 1)}`}>
                <Title id={`terms-${String(index + 1)}`} $size="md">
                  {intl.formatMessage(
                    { id: 'terms.sectionTitle' },
                    { number: index + 1, title: intl.formatMessage({ id: section.title }) },
                  )}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Paragraph key={paragraph}>{intl.formatMessage({ id: paragraph })}</Paragraph>
                ))}
              </section>
            </li>
          ))}
        </ListStack>
      </Card>
      <Card $padding="lg">
        <section aria-labelledby="terms-rules">
          <Title id="terms-rules" $size="md">
            <FormattedMessage id="terms.rules.title" />
          </Title>
          <Paragraph>
            <FormattedMessage id="terms.rules.intro" />
          </Paragraph>
          <Rules>
            {termsRules.map(({ name }) => (
              <div key={name} id={name}>
                <dt>{intl.formatMessage({ id: `terms.rule.${name}.title` })}</dt>
                <dd>{intl.formatMessage({ id: `terms.rule.${name}.text` })}</dd>
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
