import type { Warning } from '@wishlist/contract/client/types.gen.ts';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, Stack, Text, toast } from '@wishlist/ui';
import { useAcknowledgeWarning } from '../api/warnings.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/** One warning, until "I understand" acknowledges it (WarningNotice). */
export function WarningDialog({ warning, onClose }: { warning: Warning; onClose: () => void }) {
  const acknowledge = useAcknowledgeWarning();
  const intl = useIntl();
  const understood = () =>
    acknowledge.mutate(
      { path: { warningId: warning.id } },
      {
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'warnings.failed' }),
            description: apiMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'warnings.title' })}
      description={intl.formatMessage({ id: 'warnings.description' })}
    >
      <Stack>
        <Text $weight={700} $leading={1.45}>
          {warning.reason}
        </Text>
        <Text $tone="muted" $size="sm" $leading={1.45}>
          <FormattedMessage id="warnings.terms" />
        </Text>
        <Button size="lg" block disabled={acknowledge.isPending} onClick={understood}>
          <FormattedMessage id="warnings.understood" />
        </Button>
      </Stack>
    </Dialog>
  );
}
