import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useEntitlements } from '@wishlist/shared-data/entitlements';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { Badge, CrownIcon, Switch, UpgradePrompt, toast } from '@wishlist/ui';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { Section, SectionText } from './Section.tsx';

/** Incognito (gold): only people the user has added see them. Other plans see what it is and the upgrade. */
export function IncognitoSection({ profile }: { profile: OwnProfile }) {
  const entitlements = useEntitlements();
  const update = useUpdateOwnProfile();
  const allowed = entitlements.data?.flags.incognito;
  const sellers = sellersOf(usePlans().data, 'incognito');
  const turn = (incognito: boolean) =>
    update.mutate(
      { body: { incognito } },
      {
        onSuccess: () =>
          toast({
            title: incognito ? 'Incognito is on' : 'Incognito is off',
            description: incognito ? 'Only people you added can see you.' : 'Everyone can discover you again.',
          }),
        onError: (error) =>
          toast({
            title: 'Could not change incognito',
            description: apiMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Section
      title="Privacy"
      aside={
        <Badge $tone="gold">
          <CrownIcon size={14} />
          Gold
        </Badge>
      }
    >
      {entitlements.isPending ? (
        <SectionText role="status">Loading your plan...</SectionText>
      ) : allowed ? (
        <Switch
          label="Incognito"
          description="Only people you added see you, in their deck and on your profile page."
          checked={profile.incognito}
          disabled={update.isPending}
          onChange={turn}
        />
      ) : (
        <UpgradePrompt
          title="Incognito mode"
          text={`Browse unseen: only people you add can see you. Incognito comes with ${sellers.names}.`}
          plan={sellers.cheapest}
        />
      )}
    </Section>
  );
}
