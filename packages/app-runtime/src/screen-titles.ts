// The titles of the screens of the table of screens (./screens.ts), in their catalogue (messages/screens.<locale>.json,
// ids `screen.title.<screen>`): the shell titles each page with them (it includes them in its catalogue,
// `withPackageMessages`), and a remote's standalone page names its links with them.
import { definePackageMessages } from '@wishlist/ui/i18n';
import english from './messages/screens.en.json';

export const { messages: screenTitleMessages } = definePackageMessages(
  english,
  () => import('./messages/screens.ar.json'),
);
