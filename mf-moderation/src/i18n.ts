// The console's catalogue (messages/<locale>.json) and the react-intl hooks typed by its English ids: every component
// of this remote imports useIntl and FormattedMessage from here, so a misspelt id fails typecheck.
import type { AuditAction, ModerationStanding, ReportReason } from '@wishlist/contract/client/types.gen.ts';
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import type { Locale } from '@wishlist/app-runtime/locale';
import { uiMessages, withPackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';
import { formatWhen } from './utils/format-when.ts';

// With the shared packages' words it shows (the design system's), in the same language.
const { english: shown, arabic } = withPackageMessages([uiMessages], english, () => import('./messages/ar.json'));

export const moderationCatalogue = defineCatalogue(shown, arabic);

export const { useIntl, FormattedMessage } = typedMessages(moderationCatalogue);

/** The contract's moderation values, moments and lists in the words and locale a moderator reads. */
export function useModerationWords() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return {
    when: (isoDateTime: string) => formatWhen(isoDateTime, locale),
    action: (action: AuditAction) => intl.formatMessage({ id: `moderation.action.${action}` }),
    reason: (reason: ReportReason) => intl.formatMessage({ id: `moderation.reason.${reason}` }),
    standing: (standing: ModerationStanding) => intl.formatMessage({ id: `moderation.standing.${standing}` }),
    /** 'Spam, Harassment': a list as the locale writes it, without 'and'. */
    list: (items: string[]) => intl.formatList(items, { type: 'unit', style: 'short' }),
  };
}
