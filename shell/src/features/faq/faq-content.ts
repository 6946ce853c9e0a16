// The FAQ's seven categories (spec §2). The spec names six; the seventh, 'Matches & Connections', answers what
// people ask most about the mutual-like rule. Tier rules and prices follow spec §6 and §9. Each answer says where in
// the app a thing is done; Contact Us is for what only a person on our team can do (spec §2, Contact).

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
          'Tap Sign Up/Sign In, choose a username, a password (at least 8 characters, not a common one or your username) and enter your email. We send you a 6-digit code: enter it and your account is ready. No code? Tap Resend code.',
      },
      {
        question: 'Who can join Wishlist?',
        answer:
          'Anyone who is at least 18 years old. Before you see anyone, Discover asks for your date of birth and first name.',
      },
      {
        question: 'Is Wishlist free?',
        answer:
          'Yes. The free plan gives you 10 likes per day, basic profile viewing and limited messaging (20 messages a day). Premium and Gold add more.',
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
          'Discover shows suggested people one card at a time. Tap the heart or swipe right to add someone to your wishlist; tap Pass or swipe left to see the next person (someone you pass leaves your deck for 7 days). Tap a card to see their full profile.',
      },
      {
        question: 'How do I choose who I see?',
        answer:
          'On your Profile, "Who you\'d like to meet" sets your gender, whom you want to be shown and your location (your phone\'s, or a city). On Discover, tap Filters to narrow your deck; filters your plan does not include show a lock and the plan that has them.',
      },
      {
        question: 'What is my wishlist?',
        answer:
          'The people you have liked. Open Wishlist to see them all or to remove someone; Undo on the message that follows puts them back.',
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
          'When two people add each other to their wishlists, it is a match. Your matches are under Matches, where you can write to each other.',
      },
      {
        question: 'Will someone know that I liked them?',
        answer:
          'Everyone sees how many people like them under Likes you on Discover; Premium and Gold members also see who. Otherwise a like shows once it is mutual.',
      },
      {
        question: 'How do I unmatch someone?',
        answer:
          'Open the conversation or their profile, tap ⋯ and choose Unmatch. You stop seeing each other and can no longer write to each other.',
      },
      {
        question: 'What are super likes and boosts?',
        answer:
          "Gold members get 5 super likes per day: the person sees a star and you come first in their deck. A boost puts you first in other people's decks for 30 minutes: 1 per month with Premium, 5 per month with Gold. Tap Boost on Discover; it asks before it starts, and tells you if you have no photo or are incognito (then only people you have added see you).",
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
          'Signed-in members, once your profile has your first name and date of birth, and only as your "show me" choice allows. Your distance is shown roughly (never closer than 2 km). With Gold, turn on Incognito under Privacy on your Profile: then only people you have added see you.',
      },
      {
        question: 'How do I report someone?',
        answer:
          'On their profile, card or conversation, tap ⋯ and choose Report. Say what happened; we keep what their profile and your messages showed at that moment for our moderators, and you no longer see each other.',
      },
      {
        question: 'How do I block someone?',
        answer:
          'On their profile, card or conversation, tap ⋯ and choose Block. They cannot see or message you, and are not told. Unblock them under Blocked people on your Profile.',
      },
      {
        question: 'How do I stay safe when meeting someone?',
        answer:
          'Meet in a public place, tell a friend where you are going, and never send money to someone you have not met. If you are in danger, call your local emergency number.',
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
          'Open Subscription and choose Cancel Subscription. You keep your plan until the end of the current billing period and are not charged again. Changed your mind? Tap Resume Subscription before that date.',
      },
      {
        question: 'Can I change my plan?',
        answer:
          'Yes: choose Change Plan on the Subscription page and pick another plan. Moving up starts at once and you pay the difference for the rest of the period; moving down starts at your next renewal, and until then Keep on the Subscription or Pricing page withdraws it.',
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
        answer:
          'Photos: JPEG, PNG, WebP or AVIF, up to 5 at a time, each up to 10 MB, 12 on your profile. One introduction video, MP4 or MOV, of up to about 50 MB. We remove the hidden data (such as where a photo was taken) before anyone sees them.',
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
        question: 'How do I change my password?',
        answer:
          'Open Profile and, under Password, tap Change password. Your other devices are signed out; this one stays signed in.',
      },
      {
        question: 'I forgot my password.',
        answer:
          'On the Sign In screen, tap Forgot password and enter your username. We email you a link to set a new one (valid for 30 minutes).',
      },
      {
        question: 'Can I download my data?',
        answer:
          'Yes: open Profile and, under Your Data, tap Download my data. It asks for your password, then gives you a file of what Wishlist holds about you.',
      },
      { question: 'How do I sign out?', answer: 'Open Profile and tap Sign Out.' },
      {
        question: 'How do I delete my account?',
        answer:
          'Open Profile and, under Your Data, tap Delete my account, then type your username and password. Your profile disappears at once, a paid plan ends, and your data is deleted.',
      },
    ],
  },
];
