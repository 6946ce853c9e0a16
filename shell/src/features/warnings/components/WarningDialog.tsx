import type { Warning } from '@wishlist/contract/client/types.gen.ts';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, Stack, Text, toast } from '@wishlist/ui';
import { useAcknowledgeWarning } from '../api/warnings.ts';

/** One warning, until "I understand" acknowledges it (WarningNotice). */
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
