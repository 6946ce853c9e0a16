import { ButtonLink, Card, Heading, ListStack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { STATEMENT_REVIEWED, statementSections } from '../statement.ts';
import { FormattedMessage, statementCatalogue, useIntl } from '../i18n.ts';

/** /accessibility (issue [AA]): the accessibility statement, linked from every public page's footer. */
export function AccessibilityScreen() {
  return (
    <statementCatalogue.Provider>
      <Statement />
    </statementCatalogue.Provider>
  );
}

/** Its catalogue in `locale`, loaded before a render that must not wait for it (the server's, the app's first). */
export const loadMessages = statementCatalogue.load;

function Statement() {
  const intl = useIntl();
  const reviewed = intl.formatDate(STATEMENT_REVIEWED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <InfoPage
      title={intl.formatMessage({ id: 'accessibility.title' })}
      intro={intl.formatMessage({ id: 'accessibility.intro' }, { date: reviewed })}
    >
      {statementSections.map((section, index) => (
        <Card $padding="lg" key={section.title}>
          <section aria-labelledby={`accessibility-${String(index + 1)}`}>
            <Title id={`accessibility-${String(index + 1)}`} $size="md">
              {intl.formatMessage({ id: section.title })}
            </Title>
            <ListStack as="ul" $gap="sm">
              {section.points.map((point) => (
                <Point key={point}>{intl.formatMessage({ id: point })}</Point>
              ))}
            </ListStack>
          </section>
        </Card>
      ))}
      <ButtonLink to="/contact" block>
        <FormattedMessage id="accessibility.report" />
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
