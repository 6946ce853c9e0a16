import { apiMessage } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { useIntl } from '../i18n.ts';
import type english from '../messages/en.json';

/** A failed request's toast: 'Error', with the API's message or, without one, the catalogue's `fallback`. */
export function useFailureToast(fallback: keyof typeof english) {
  const intl = useIntl();
  return (error: unknown) =>
    toast({
      title: intl.formatMessage({ id: 'billing.error.title' }),
      description: apiMessage(error) ?? intl.formatMessage({ id: fallback }),
      variant: 'destructive',
    });
}
