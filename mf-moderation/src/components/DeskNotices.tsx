import type { BurstAlert, PendingModerationAction } from '@wishlist/contract/client/types.gen.ts';
import { Button, Card, Notice, Stack, Text } from '@wishlist/ui';
import { useConfirmAction } from '../api/take-action.ts';
import { useModerationDesk } from '../api/desk.ts';
import { formatWhen } from '../utils/format-when.ts';
import { ACTION_LABELS } from '../utils/labels.ts';
import { refusalText } from '../utils/refusal.ts';

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
  if (alerts.length === 0 && pending.length === 0) return null;
  return (
    <Stack $gap="sm">
      {alerts.map((alert) => (
        <Notice key={`${alert.moderatorId}-${alert.raisedAt}`} $background="goldTint" role="alert" $weight={700}>
          {alert.moderatorName} banned or suspended {alert.count} people in 10 minutes (since {formatWhen(alert.since)}
          ). Check the audit log, and lift what was wrong.
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
  const { request, profileName, proposedBy } = proposal;
  return (
    <Card aria-label={`${ACTION_LABELS[request.action]}: ${profileName}`}>
      <Text $leading={1.45}>
        {proposedBy.name} proposes: {ACTION_LABELS[request.action]} {profileName} (an admin). Reason: “{request.reason}”
      </Text>
      {confirm.isError && (
        <Text role="alert" $tone="danger" $weight={700}>
          {refusalText(confirm.error) ?? 'That did not go through. Try again.'}
        </Text>
      )}
      <Button
        variant="danger"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate({ path: { pendingId: proposal.id } })}
      >
        {confirm.isPending ? 'Saving...' : 'Confirm as second admin'}
      </Button>
    </Card>
  );
}
