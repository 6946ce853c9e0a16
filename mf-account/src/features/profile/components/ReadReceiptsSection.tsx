import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { Switch, toast } from '@wishlist/ui';
import { Section } from './Section.tsx';

/**
 * Read receipts, on every plan: whether people with read receipts are told when this person reads their messages.
 * A read made while it is off is never told, even once it is back on.
 */
export function ReadReceiptsSection({ profile }: { profile: OwnProfile }) {
  const update = useUpdateOwnProfile();
  const turn = (shareReadReceipts: boolean) =>
    update.mutate(
      { body: { shareReadReceipts } },
      {
        onSuccess: () =>
          toast({
            title: shareReadReceipts ? 'Read receipts are on' : 'Read receipts are off',
            description: shareReadReceipts
              ? 'People with read receipts see when you read their messages from now on.'
              : 'Nobody is told when you read their messages, now or later.',
          }),
        onError: (error) =>
          toast({
            title: 'Could not change read receipts',
            description: apiMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Section title="Read receipts">
      <Switch
        label="Send read receipts"
        description="People on a plan with read receipts see when you read their messages. Off, a read is never told, even later."
        checked={profile.shareReadReceipts}
        disabled={update.isPending}
        onChange={turn}
      />
    </Section>
  );
}
