// The accessibility statement (issue [AA], point 4): what Wishlist meets and how it is checked, what it does not meet
// yet, and how to report a barrier. Kept beside the tests that prove it: change it when they change.

/** When the statement was last checked against the app. */
export const STATEMENT_REVIEWED = 'November 29, 2026';

export interface StatementSection {
  title: string;
  points: string[];
}

export const statementSections: StatementSection[] = [
  {
    title: 'What we aim for',
    points: [
      'Wishlist aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every screen, on a phone and on a computer.',
    ],
  },
  {
    title: 'What is met and tested',
    points: [
      'Every screen, and the dialogs and states people reach (signed out, new, free, Gold, moderator), is checked with the automated rules of WCAG 2.2 A and AA on a phone (390 px wide) and a computer (1280 px wide), each time the app changes.',
      'Every part of the app in our component catalogue is checked with the same rules.',
      'Text and controls have enough contrast, every image has a text alternative, and every control has a name that includes what it shows.',
      'Every control a finger taps is at least 44 by 44 pixels.',
      'Everything the card stack does (open, like, super like, pass) works with the keyboard and a screen reader, and a list view shows the same people with every action as a button.',
      'What changes under your finger is announced: a like sent, a match, a new message, a message in a toast, the end of your daily likes.',
      'Focus moves into every dialog when it opens and back to what opened it when it closes.',
      'People describe their own photos, and the description is what a screen reader reads for everyone else.',
      'With "reduce motion" set on your device, cards and dialogs appear without animation.',
      'The pages reflow at 320 pixels wide, or 200 % zoom, without scrolling sideways.',
      'The verification code can be pasted or filled in by your device: you never have to remember or retype it.',
    ],
  },
  {
    title: 'What is not met yet',
    points: [
      'Wishlist is in English only; more languages, right-to-left ones included, are planned.',
      'A photo nobody has described yet is announced by the name of the person in it.',
    ],
  },
  {
    title: 'Report a barrier',
    points: [
      'If something stops you from using Wishlist, tell us on the Contact Us page: choose Technical Support and write "Accessibility" in the subject. Say which screen, what you tried, and what device and assistive technology you use.',
      'We answer technical questions within 12 hours, and fix barriers before other bugs.',
    ],
  },
];
