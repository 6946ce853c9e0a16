import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { Switch, toast } from '@wishlist/ui';
import { Section } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/**
 * Read receipts, on every plan: whether people with read receipts are told when this person reads their messages.
 * A read made while it is off is never told, even once it is back on.
 */
export function ReadReceiptsSection({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const update = useUpdateOwnProfile();
  const turn = (shareReadReceipts: boolean) =>
    update.mutate(
      { body: { shareReadReceipts } },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({
              id: shareReadReceipts ? 'profile.readReceipts.on' : 'profile.readReceipts.off',
            }),
            description: intl.formatMessage({
              id: shareReadReceipts ? 'profile.readReceipts.onText' : 'profile.readReceipts.offText',
            }),
          }),
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'profile.readReceipts.failed' }),
            description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Section title={intl.formatMessage({ id: 'profile.readReceipts.title' })}>
      <Switch
        label={intl.formatMessage({ id: 'profile.readReceipts.label' })}
        description={intl.formatMessage({ id: 'profile.readReceipts.description' })}
        checked={profile.shareReadReceipts}
        disabled={update.isPending}
        onChange={turn}
      />
    </Section>
  );
}
