import type { BurstAlert, PendingModerationAction } from '@wishlist/contract/client/types.gen.ts';
import { Button, Card, Notice, Stack, Text } from '@wishlist/ui';
import { useConfirmAction } from '../api/take-action.ts';
import { useModerationDesk } from '../api/desk.ts';
import { FormattedMessage, useIntl, useModerationWords } from '../i18n.ts';
import { useRefusalText } from '../utils/refusal.ts';

/**
 * Above every console screen, for admins: a moderator's burst of bans and suspensions, and the actions on admins
 * waiting for a second admin's confirmation. Nothing for moderators (their desk is empty), nor while it loads.
 */
export function DeskNotices() {
  const desk = useModerationDesk();
  if (!desk.data) return null;
  return <DeskNoticeList alerts={desk.data.alerts} pending={desk.data.pending} />;
}

export function DeskNoticeList({ alerts, pending }: { alerts: BurstAlert[]; pending: PendingModerationAction[] }) {
  const words = useModerationWords();
  if (alerts.length === 0 && pending.length === 0) return null;
  return (
    <Stack $gap="sm">
      {alerts.map((alert) => (
        <Notice key={`${alert.moderatorId}-${alert.raisedAt}`} $background="goldTint" role="alert" $weight={700}>
          <FormattedMessage
            id="moderation.desk.burst"
            values={{
              moderator: <bdi>{alert.moderatorName}</bdi>,
              count: alert.count,
              since: words.when(alert.since),
            }}
          />
        </Notice>
      ))}
      {pending.map((proposal) => (
        <PendingCard key={proposal.id} proposal={proposal} />
      ))}
    </Stack>
  );
}

/** An action on an admin another admin proposed, with its Confirm (refused when it is the viewer's own). */
function PendingCard({ proposal }: { proposal: PendingModerationAction }) {
  const confirm = useConfirmAction();
  const intl = useIntl();
  const words = useModerationWords();
  const refusalText = useRefusalText();
  const { request, profileName, proposedBy } = proposal;
  const action = words.action(request.action);
  return (
    <Card aria-label={intl.formatMessage({ id: 'moderation.action.on' }, { action, name: profileName })}>
      <Text $leading={1.45}>
        <FormattedMessage
          id="moderation.desk.proposal"
          values={{
            proposer: <bdi>{proposedBy.name}</bdi>,
            action,
            name: <bdi>{profileName}</bdi>,
            reason: <bdi>{request.reason}</bdi>,
          }}
        />
      </Text>
      {confirm.isError && (
        <Text role="alert" $tone="danger" $weight={700}>
          {refusalText(confirm.error) ?? intl.formatMessage({ id: 'moderation.failed' })}
        </Text>
      )}
      <Button
        variant="danger"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate({ path: { pendingId: proposal.id } })}
      >
        <FormattedMessage id={confirm.isPending ? 'moderation.saving' : 'moderation.desk.confirm'} />
      </Button>
    </Card>
  );
}
