// The account remote's catalogue (messages/<locale>.json), with the shared packages' words it shows (the design
// system's, the domain fields', the plans'), and the react-intl hooks typed by its English ids.
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import { createElement, type ReactNode, useContext } from 'react';
import { createIntl, IntlContext } from 'react-intl';
import { domainMessages } from '@wishlist/domain-ui/i18n';
import { planMessages } from '@wishlist/domain-ui/plan-words';
import { uiMessages, withPackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';

const { english: shown, arabic } = withPackageMessages(
  [uiMessages, domainMessages, planMessages],
  english,
  () => import('./messages/ar.json'),
);

export const accountCatalogue = defineCatalogue(shown, arabic);

const typed = typedMessages(accountCatalogue);
export const { FormattedMessage } = typed;

/**
 * The catalogue's useIntl; in English where no provider is around (a part rendered on its own, as the uploader's
 * tests do).
 */
export function useIntl(): AccountIntl {
  return (useContext(IntlContext) as AccountIntl | null) ?? inEnglish;
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A day as the page's locale writes it ("Nov 29, 2026" in English). */
export function useDay(): (isoDateTime: string) => string {
  const intl = useIntl();
  return (isoDateTime) => intl.formatDate(isoDateTime, DAY);
}

/** What useIntl gives, for a plain function that words something for a component. */
export type AccountIntl = ReturnType<typeof typed.useIntl>;

/** The renderer of a message's `<bdi>` tag: what a person wrote keeps its own direction inside the sentence. */
export const inBdi = (chunks: ReactNode[]) => createElement('bdi', null, ...chunks);

/** An id of the account's English catalogue (a table of messages names them by id). */
export type AccountMessageId = keyof typeof english;

/** The English catalogue outside any component, for plain functions whose English the tests read. */
export const inEnglish = createIntl({ locale: 'en', messages: shown }) as unknown as AccountIntl;
