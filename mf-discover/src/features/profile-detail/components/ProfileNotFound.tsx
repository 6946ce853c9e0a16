import { ButtonLink, EmptyState } from '@wishlist/ui';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/** Spec §2: no such profile (or it is no longer shown); Go Back returns to Discover. */
export function ProfileNotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'profile.notFound.title' })}
      text={intl.formatMessage({ id: 'profile.notFound.text' })}
      action={
        <ButtonLink to="/app">
          <FormattedMessage id="common.goBack" />
        </ButtonLink>
      }
    />
  );
}
