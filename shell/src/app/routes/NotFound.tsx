import { ButtonLink, CompassIcon, EmptyState } from '@wishlist/ui';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/** Any path the router does not know (spec §2). */
export function NotFound() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notFound.title' });
  usePageTitle(title);
  return (
    <Screen>
      <EmptyState
        headingLevel={1}
        icon={<CompassIcon size={34} />}
        title={title}
        text={intl.formatMessage({ id: 'notFound.text' })}
        action={
          <ButtonLink to="/">
            <FormattedMessage id="notFound.back" />
          </ButtonLink>
        }
      />
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
`;
