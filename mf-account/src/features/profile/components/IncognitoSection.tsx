import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useEntitlements } from '@wishlist/shared-data/entitlements';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { Badge, CrownIcon, Switch, UpgradePrompt, toast } from '@wishlist/ui';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/** Incognito (gold): only people the user has added see them. Other plans see what it is and the upgrade. */
export function IncognitoSection({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const entitlements = useEntitlements();
  const update = useUpdateOwnProfile();
  const allowed = entitlements.data?.flags.incognito;
  const sellers = sellersOf(usePlans().data, 'incognito');
  const planWords = usePlanWords();
  const turn = (incognito: boolean) =>
    update.mutate(
      { body: { incognito } },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({ id: incognito ? 'profile.incognito.on' : 'profile.incognito.off' }),
            description: intl.formatMessage({
              id: incognito ? 'profile.incognito.onText' : 'profile.incognito.offText',
            }),
          }),
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'profile.incognito.failed' }),
            description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Section
      title={intl.formatMessage({ id: 'profile.incognito.title' })}
      aside={
        <Badge $tone="gold">
          <CrownIcon size={14} />
          {intl.formatMessage({ id: 'profile.incognito.badge' })}
        </Badge>
      }
    >
      {entitlements.isPending ? (
        <SectionText role="status">{intl.formatMessage({ id: 'common.loadingPlan' })}</SectionText>
      ) : allowed ? (
        <Switch
          label={intl.formatMessage({ id: 'profile.incognito.label' })}
          description={intl.formatMessage({ id: 'profile.incognito.description' })}
          checked={profile.incognito}
          disabled={update.isPending}
          onChange={turn}
        />
      ) : (
        <UpgradePrompt
          title={intl.formatMessage({ id: 'profile.incognito.upgradeTitle' })}
          text={intl.formatMessage({ id: 'profile.incognito.upgradeText' }, { plans: planWords.names(sellers) })}
          plan={planWords.cheapest(sellers)}
        />
      )}
    </Section>
  );
}
