// The accessibility statement (issue [AA], point 4): what Wishlist meets and how it is checked, what it does not meet
// yet, and how to report a barrier. Kept beside the tests that prove it: change it when they change. The words are in
// the screen's own catalogue, messages/<locale>.json (`accessibility.<section>.title`, `.p1`…).
import type { StatementMessageId } from './i18n.ts';

/** When the statement was last checked against the app (a date in UTC, shown in the page's language). */
export const STATEMENT_REVIEWED = '2026-11-29';

export interface StatementSection {
  title: StatementMessageId;
  points: StatementMessageId[];
}

export const statementSections: StatementSection[] = [
  { title: 'accessibility.aim.title', points: ['accessibility.aim.p1'] },
  {
    title: 'accessibility.met.title',
    points: [
      'accessibility.met.p1',
      'accessibility.met.p2',
      'accessibility.met.p3',
      'accessibility.met.p4',
      'accessibility.met.p5',
      'accessibility.met.p6',
      'accessibility.met.p7',
      'accessibility.met.p8',
      'accessibility.met.p9',
      'accessibility.met.p10',
      'accessibility.met.p11',
    ],
  },
  { title: 'accessibility.notMet.title', points: ['accessibility.notMet.p1', 'accessibility.notMet.p2'] },
  { title: 'accessibility.barrier.title', points: ['accessibility.barrier.p1', 'accessibility.barrier.p2'] },
];
