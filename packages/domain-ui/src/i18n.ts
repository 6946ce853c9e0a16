// The words of the domain fields several apps show (messages/<locale>.json, ids `domain.*`): an app includes
// `domainMessages` in its catalogue (`withPackageMessages` in its src/i18n.ts) to show them in its language; where
// no catalogue around has them, they read in English.
import { definePackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';

export const { messages: domainMessages, useText } = definePackageMessages(english, () => import('./messages/ar.json'));

/** An id of the domain fields' English catalogue. */
export type DomainMessageId = keyof typeof english;

/**
 * Words a plain module asks for where it cannot call a hook (a form's check): the message of an id, with values, in
 * the language of whoever calls it (`text` of `useText`, an app's `formatMessage`).
 */
export type Wording = (id: DomainMessageId, values?: Record<string, string | number>) => string;
