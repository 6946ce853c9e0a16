import type { AuditAction } from '@wishlist/contract/client/types.gen.ts';
import { toast } from '@wishlist/ui';
import { useIntl, useModerationWords } from '../i18n.ts';

/** The toast of an action taken: 'Ban: done', and where it is written down. */
export function useDoneToast(): (action: AuditAction) => void {
  const intl = useIntl();
  const words = useModerationWords();
  return (action) =>
    toast({
      title: intl.formatMessage({ id: 'moderation.done.title' }, { action: words.action(action) }),
      description: intl.formatMessage({ id: 'moderation.done.description' }),
    });
}
