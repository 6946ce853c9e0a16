import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { useIntl } from '../i18n.ts';

/** What a refused or failed console call says to the moderator. */
export function useRefusalText(): (error: unknown) => string | undefined {
  const intl = useIntl();
  return (error) =>
    isApiError(error, 'MODERATORS_ONLY')
      ? intl.formatMessage({ id: 'moderation.refusal.moderatorsOnly' })
      : apiMessage(error);
}
