// The FAQ's seven categories (spec §2). The spec names six; the seventh, 'Matches & Connections', answers what
// people ask most about the mutual-like rule. Tier rules and prices follow spec §6 and §9. Each answer says where in
// the app a thing is done; Contact Us is for what only a person on our team can do (spec §2, Contact). The words are
// in the screen's own catalogue, messages/<locale>.json: a category's title under `faq.<category>.title`, a question
// and its answer under `faq.<category>.<question>.question` and `.answer`.
import type { FaqMessageId } from './i18n.ts';

/** The question ids among `Id`: `${question}.question` and `${question}.answer` are a question's messages. */
type QuestionOf<Id> = Id extends `${infer Question}.question` ? Question : never;
type QuestionId = QuestionOf<FaqMessageId>;

export interface FaqCategory {
  /** The accordion's id of the category. */
  id: string;
  title: FaqMessageId;
  questions: QuestionId[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'faq.gettingStarted.title',
    questions: ['faq.gettingStarted.createAccount', 'faq.gettingStarted.whoCanJoin', 'faq.gettingStarted.isFree'],
  },
  {
    id: 'using-the-app',
    title: 'faq.usingTheApp.title',
    questions: [
      'faq.usingTheApp.discover',
      'faq.usingTheApp.whoISee',
      'faq.usingTheApp.wishlist',
      'faq.usingTheApp.likesPerDay',
    ],
  },
  {
    id: 'matches',
    title: 'faq.matches.title',
    questions: ['faq.matches.whatIsMatch', 'faq.matches.willTheyKnow', 'faq.matches.unmatch', 'faq.matches.superLikes'],
  },
  {
    id: 'privacy-safety',
    title: 'faq.privacySafety.title',
    questions: [
      'faq.privacySafety.whoSees',
      'faq.privacySafety.report',
      'faq.privacySafety.block',
      'faq.privacySafety.meetSafely',
    ],
  },
  {
    id: 'subscriptions-payments',
    title: 'faq.subscriptionsPayments.title',
    questions: [
      'faq.subscriptionsPayments.plans',
      'faq.subscriptionsPayments.pay',
      'faq.subscriptionsPayments.cancel',
      'faq.subscriptionsPayments.changePlan',
    ],
  },
  {
    id: 'technical-support',
    title: 'faq.technicalSupport.title',
    questions: ['faq.technicalSupport.doesNotLoad', 'faq.technicalSupport.browsers', 'faq.technicalSupport.mediaSize'],
  },
  {
    id: 'account-management',
    title: 'faq.accountManagement.title',
    questions: [
      'faq.accountManagement.editProfile',
      'faq.accountManagement.changePassword',
      'faq.accountManagement.forgotPassword',
      'faq.accountManagement.downloadData',
      'faq.accountManagement.signOut',
      'faq.accountManagement.deleteAccount',
    ],
  },
];
