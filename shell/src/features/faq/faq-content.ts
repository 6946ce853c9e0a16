// The FAQ's seven categories (spec §2). The spec names six; the seventh, 'Matches & Connections', answers what
// people ask most about the mutual-like rule. Tier rules and prices follow spec §6 and §9.

export interface FaqCategory {
  id: string;
  title: string;
  questions: { question: string; answer: string }[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    questions: [
      {
        question: 'How do I create an account?',
        answer:
          'Tap Sign Up/Sign In, choose a username and a password of at least 8 characters, and enter your email. We send you a 6-digit verification code: enter it and your account is ready.',
      },
      { question: 'Who can join Wishlist?', answer: 'Anyone who is at least 18 years old.' },
      {
        question: 'Is Wishlist free?',
        answer:
          'Yes. The free plan gives you 10 likes per day, basic profile viewing and limited messaging. Premium and Gold add more.',
      },
    ],
  },
  {
    id: 'using-the-app',
    title: 'Using the App',
    questions: [
      {
        question: 'How does Discover work?',
        answer:
          'Discover shows suggested people one card at a time. Tap the heart to add someone to your wishlist, or pass to see the next person. Tap a card to see their full profile.',
      },
      {
        question: 'What is my wishlist?',
        answer: 'The people you have liked. Open Wishlist to see them all or to remove someone.',
      },
      {
        question: 'How many people can I like each day?',
        answer:
          'Free members get 10 likes per day, Premium members 100 per day and Gold members unlimited likes. The count starts again every day at midnight (UTC).',
      },
    ],
  },
  {
    id: 'matches',
    title: 'Matches & Connections',
    questions: [
      {
        question: 'What is a match?',
        answer:
          'When two people add each other to their wishlists, it is a match. You find your matches under Matches.',
      },
      {
        question: 'Will someone know that I liked them?',
        answer: 'Premium and Gold members can see who likes them. Otherwise a like only shows once it is mutual.',
      },
      {
        question: 'What are super likes and boosts?',
        answer:
          'Gold members get 5 super likes per day. A profile boost shows your profile to more people: 1 per month with Premium, 5 per month with Gold.',
      },
    ],
  },
  {
    id: 'privacy-safety',
    title: 'Privacy & Safety',
    questions: [
      {
        question: 'Who can see my profile?',
        answer:
          'Signed-in members, once your profile has your name and date of birth. Gold members can browse in incognito mode.',
      },
      {
        question: 'How do I report someone?',
        answer: 'Write to us from Contact Us with the Safety category. We answer safety reports within 2 hours.',
      },
      {
        question: 'How do I stay safe when meeting someone?',
        answer:
          'Meet in a public place, tell a friend where you are going, and never send money to someone you have not met.',
      },
    ],
  },
  {
    id: 'subscriptions-payments',
    title: 'Subscriptions & Payments',
    questions: [
      {
        question: 'What plans are there?',
        answer:
          'Free: 10 likes per day, basic profile viewing and limited messaging. Premium, $9.99 per month: 100 likes per day, see who likes you, unlimited messaging, 1 profile boost per month and advanced filters. Gold, $19.99 per month: unlimited likes, 5 super likes per day, 5 profile boosts per month, read receipts, priority matching and incognito mode.',
      },
      {
        question: 'How do I pay?',
        answer: 'By card. Payments are processed securely by Stripe; Wishlist never sees your card number.',
      },
      {
        question: 'How do I cancel?',
        answer:
          'Open Subscription and choose Cancel Subscription. You keep your plan until the end of the current billing period.',
      },
      {
        question: 'Can I change my plan?',
        answer: 'Yes: choose Change Plan on the Subscription page and pick another plan.',
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    questions: [
      {
        question: 'The app does not load. What can I do?',
        answer:
          'Check your connection and reload the page. If a screen still says it did not load, tap Retry, or write to us with the Technical category.',
      },
      {
        question: 'Which browsers are supported?',
        answer: 'Recent versions of Chrome, Safari, Firefox and Edge, on a phone or a computer.',
      },
      {
        question: 'How large can my photos and video be?',
        answer: 'Up to 5 photos at a time, each up to 10 MB, and one introduction video of up to about 50 MB.',
      },
    ],
  },
  {
    id: 'account-management',
    title: 'Account Management',
    questions: [
      {
        question: 'How do I edit my profile?',
        answer: 'Open Profile to change your details, photos, introduction video and interests.',
      },
      {
        question: 'I forgot my password.',
        answer: 'On the Sign In screen, tap Forgot password and enter your username.',
      },
      { question: 'How do I sign out?', answer: 'Open Profile and tap Sign Out.' },
      {
        question: 'How do I delete my account?',
        answer: 'Write to us from Contact Us and we will delete your account and your data.',
      },
    ],
  },
];
