import type { Warning } from '@wishlist/contract/client/types.gen.ts';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { Button, Dialog, Stack, Text, toast } from '@wishlist/ui';
import { useState } from 'react';
import { useAcknowledgeWarning, useWarnings } from '../api/warnings.ts';

/**
 * A moderator's warning, shown at the person's next visit (README: "Moderation"): every signed-in page reads the
 * unacknowledged ones and shows the oldest in a dialog until "I understand" acknowledges it, then the next. Closed
 * without that, it stays away for this visit and comes back at the next.
 */
export function WarningNotice() {
  const { data } = useWarnings();
  const [closed, setClosed] = useState<string[]>([]);
  const warning = data?.warnings.find(({ id }) => !closed.includes(id));
  if (!warning) return null;
  return <WarningDialog key={warning.id} warning={warning} onClose={() => setClosed([...closed, warning.id])} />;
}

export function WarningDialog({ warning, onClose }: { warning: Warning; onClose: () => void }) {
  const acknowledge = useAcknowledgeWarning();
  const understood = () =>
    acknowledge.mutate(
      { path: { warningId: warning.id } },
      {
        onError: (error) =>
          toast({ title: "That didn't go through", description: apiMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="A message from our moderators"
      description="We looked at reports about your profile or messages. Please read this before you go on."
    >
      <Stack>
        <Text $weight={700} $leading={1.45}>
          {warning.reason}
        </Text>
        <Text $tone="muted" $size="sm" $leading={1.45}>
          Everyone on Wishlist agrees to our terms. If it happens again, your account may be suspended or closed.
        </Text>
        <Button size="lg" block disabled={acknowledge.isPending} onClick={understood}>
          I understand
        </Button>
      </Stack>
    </Dialog>
  );
}
